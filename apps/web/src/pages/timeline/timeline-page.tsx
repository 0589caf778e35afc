import {
  TIMELINE_DEFAULT_DAYS,
  TIMELINE_RANGES,
  type TEmotion,
  type TTimelinePoint,
} from '@innerweather/validators/journal';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMatches,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { plural } from '@innerweather/validators/plural';
import { Page } from '../../components/page.tsx';
import { IconChart } from '../../components/icons.tsx';
import { EmotionDot, EmotionName } from '../../components/journal/emotion-badge.tsx';
import { IconFlame, IconSmile } from '../../components/journal/journal-icons.tsx';
import { EMOTION_COLOR, EMOTION_LABEL } from '../../components/journal/journal-words.ts';
import { YearInPixels } from '../../components/journal/year-in-pixels.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const EmotionTimelineChart = lazy(async () => ({
  default: (await import('../../components/journal/emotion-timeline-chart.tsx')).EmotionTimelineChart,
}));

const RANGE_LABEL: Record<(typeof TIMELINE_RANGES)[number], string> = {
  7: '7 Days',
  30: '30 Days',
  90: '90 Days',
  365: '1 Year',
};

const CHART_HEIGHT = 340;
const CHARTED = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
const AVERAGE_KEY = {
  joy: 'avgJoy',
  calm: 'avgCalm',
  anxiety: 'avgAnxiety',
  sadness: 'avgSadness',
  anger: 'avgAnger',
} as const;

/** The mean of the daily averages over the range, 0..100. */
function rangeAverage(points: readonly TTimelinePoint[], emotion: (typeof CHARTED)[number]): number {
  if (points.length === 0) return 0;
  return Math.round(points.reduce((sum, point) => sum + point[AVERAGE_KEY[emotion]], 0) / points.length);
}

export function TimelinePage() {
  const [days, setDays] = useState<(typeof TIMELINE_RANGES)[number]>(TIMELINE_DEFAULT_DAYS);
  const timeline = trpc.emotions.timeline.useQuery({ days }, { placeholderData: keepPreviousData });
  const stats = trpc.stats.get.useQuery(undefined);

  useEffect(() => {
    if (timeline.isError) toast.error({ title: 'Error', message: 'Failed to fetch timeline' });
  }, [timeline.isError]);

  const points = timeline.data ?? [];
  // Four ranges side by side even on a 375 px phone.
  const buttonSize = useMatches({ base: 'compact-sm', xs: 'compact-md', sm: 'sm' });

  return (
    <Page
      title="Emotion Timeline"
      description="How your days have felt, from the entries you wrote."
      size="xl"
      actions={
        <Group gap={6} role="group" aria-label="Time range" wrap="nowrap">
          {TIMELINE_RANGES.map((range) => (
            <Button
              key={range}
              size={buttonSize}
              variant={range === days ? 'filled' : 'default'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {RANGE_LABEL[range]}
            </Button>
          ))}
        </Group>
      }
    >
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="timeline-chart-title">
        <Group justify="space-between" mb="md" gap="xs">
          <Title order={2} fz="lg" id="timeline-chart-title">
            Joy, Calm, Anxiety, Sadness and Anger
          </Title>
          <Text size="xs" c="dimmed">
            Daily averages, last {days === 365 ? 'year' : `${days} days`}
          </Text>
        </Group>
        {timeline.isPending ? (
          <Skeleton height={CHART_HEIGHT} radius="md" />
        ) : points.length === 0 ? (
          <Stack align="center" justify="center" ta="center" gap="sm" h={CHART_HEIGHT}>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconChart size={28} />
            </ThemeIcon>
            <Text fw={600}>
              {timeline.isError
                ? 'Your timeline could not be loaded'
                : 'No analysed entries in this range yet'}
            </Text>
            <Text c="dimmed" size="sm" maw={360}>
              Each day you write adds a point here once Innerweather has read the feelings in your entry.
            </Text>
            <Button component={Link} href="/" variant="light" mt={4}>
              Write an entry
            </Button>
          </Stack>
        ) : (
          <Suspense fallback={<Skeleton height={CHART_HEIGHT + 40} radius="md" />}>
            <div style={{ opacity: timeline.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms ease' }}>
              <EmotionTimelineChart points={points} days={days} height={CHART_HEIGHT} />
            </div>
          </Suspense>
        )}
      </Card>

      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {CHARTED.map((emotion) => (
          <AverageCard
            key={emotion}
            emotion={emotion}
            value={rangeAverage(points, emotion)}
            loading={timeline.isPending}
          />
        ))}
      </SimpleGrid>

      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="key-insights-title">
        <Title order={2} fz="lg" id="key-insights-title" mb="md">
          Key Insights
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Insight
            icon={<IconSmile size={20} />}
            color="green"
            label="Positivity rate"
            value={stats.isPending ? null : stats.data ? `${stats.data.positivityPercentage}%` : '—'}
            text="of this week's entries felt mostly joyful or calm."
          />
          <Insight
            icon={<IconFlame size={20} />}
            color="orange"
            label="Streak"
            value={stats.isPending ? null : stats.data ? plural(stats.data.currentStreak, 'day') : '—'}
            text="in a row with at least one entry."
          />
          <Insight
            icon={<IconChart size={20} />}
            color={stats.data?.dominantMood ? EMOTION_COLOR[stats.data.dominantMood] : 'gray'}
            label="Dominant mood"
            value={
              stats.isPending ? null : stats.data?.dominantMood ? (
                <EmotionName emotion={stats.data.dominantMood} large />
              ) : (
                '—'
              )
            }
            text="the feeling that led most often this week; on a tie, the one of your latest entry."
          />
        </SimpleGrid>
      </Card>
      <YearInPixels />
    </Page>
  );
}

function AverageCard({ emotion, value, loading }: { emotion: TEmotion; value: number; loading: boolean }) {
  return (
    <Card padding="md" component="section" aria-label={`Average ${EMOTION_LABEL[emotion]}`}>
      <Group gap={8} mb={6} wrap="nowrap">
        <EmotionDot emotion={emotion} />
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.5 }}>
          Average {EMOTION_LABEL[emotion]}
        </Text>
      </Group>
      {loading ? (
        <Skeleton height={30} width={64} radius="sm" />
      ) : (
        <Text fz={{ base: 24, sm: 28 }} fw={700} c={`${EMOTION_COLOR[emotion]}.7`} lh={1.25}>
          {value}%
        </Text>
      )}
    </Card>
  );
}

function Insight({
  icon,
  color,
  label,
  value,
  text,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: ReactNode | null;
  text: string;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" color={color} size={40} radius="xl">
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.5 }}>
          {label}
        </Text>
        {value === null ? (
          <Skeleton height={24} width={80} radius="sm" />
        ) : (
          <Text component="div" fz="xl" fw={700}>
            {value}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Group>
  );
}
