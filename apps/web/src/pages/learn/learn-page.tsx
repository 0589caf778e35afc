import type { TLearningRecommendation, TTrack } from '@innerweather/validators/learn';
import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'wouter';
import { IconSchool } from '../../components/icons.tsx';
import { IconCalendar, IconFlame } from '../../components/journal/journal-icons.tsx';
import { StatCard } from '../../components/journal/stat-card.tsx';
import {
  formatWatchTime,
  LEARN_CACHE,
  LEVEL_COLOR,
  LEVEL_LABEL,
  modulesWord,
} from '../../components/learn/learn-words.ts';
import { Page } from '../../components/page.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Spec section 9: three recommendations and three modules previewed per track. */
const SHOWN_RECOMMENDATIONS = 3;
const PREVIEWED_MODULES = 3;

const trackHref = (slug: string, moduleId?: string) =>
  `/learn/track/${slug}${moduleId ? `?module=${encodeURIComponent(moduleId)}` : ''}`;

export function LearnPage() {
  const tracks = trpc.learn.tracks.useQuery(undefined, { staleTime: LEARN_CACHE.tracksOnLearn });
  const stats = trpc.learn.stats.useQuery(undefined, { staleTime: LEARN_CACHE.stats });
  const recommendations = trpc.learn.recommendations.useQuery(undefined, {
    staleTime: LEARN_CACHE.recommendations,
  });

  const completedIn = new Map(stats.data?.tracks.map((t) => [t.trackId, t.completedModules]) ?? []);

  return (
    <Page
      title="Learn"
      description="Short video tracks on emotions, stress and calm, a few minutes at a time."
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Completed"
          value={stats.data?.completedModules ?? '—'}
          hint="modules finished"
          icon={<IconSchool size={20} />}
          color="teal"
          loading={stats.isPending}
        />
        <StatCard
          label="In Progress"
          value={stats.data?.inProgressModules ?? '—'}
          hint="modules started"
          icon={<IconFlame size={20} />}
          color="orange"
          loading={stats.isPending}
        />
        <StatCard
          label="Watch Time"
          value={stats.data ? formatWatchTime(stats.data.totalWatchTime) : '—'}
          hint="spent learning"
          icon={<IconCalendar size={20} />}
          color="dusk"
          loading={stats.isPending}
        />
      </SimpleGrid>

      {(recommendations.data?.length ?? 0) > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="recommended-heading">
          <Title order={2} fz="lg" id="recommended-heading">
            Recommended for You
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {(recommendations.data ?? []).slice(0, SHOWN_RECOMMENDATIONS).map((r) => (
              <RecommendationCard key={r.moduleId} recommendation={r} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="tracks-heading">
        <Title order={2} fz="lg" id="tracks-heading">
          Learning Tracks
        </Title>
        {tracks.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label="Loading tracks">
            <Skeleton height={260} radius="md" />
            <Skeleton height={260} radius="md" />
          </SimpleGrid>
        ) : tracks.isError ? (
          <Card>
            <Text c="dimmed">We could not load the learning tracks. Please try again in a moment.</Text>
          </Card>
        ) : tracks.data.length === 0 ? (
          <Card p="xl">
            <Stack align="center" ta="center" gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconSchool size={28} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                No Learning Tracks Available
              </Title>
              <Text c="dimmed">New video tracks will appear here as soon as they are published.</Text>
            </Stack>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {tracks.data.map((track) => (
              <TrackCard key={track.id} track={track} completed={completedIn.get(track.id) ?? 0} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Page>
  );
}

function RecommendationCard({ recommendation: r }: { recommendation: TLearningRecommendation }) {
  return (
    <UnstyledButton component={Link} href={trackHref(r.trackSlug, r.moduleId)} aria-label={r.moduleTitle}>
      <Card h="100%" withBorder>
        <Stack gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {r.trackTitle}
          </Text>
          <Text fw={600}>{r.moduleTitle}</Text>
          <Text size="sm" c="dimmed">
            {r.reason}
          </Text>
          <Text size="xs" c="dimmed">
            {r.durationMin} min
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function TrackCard({ track, completed }: { track: TTrack; completed: number }) {
  const total = track.modules.length;
  const shown = track.modules.slice(0, PREVIEWED_MODULES);
  const more = total - shown.length;
  const percent = total === 0 ? 0 : Math.round((Math.min(completed, total) / total) * 100);
  const finished = total > 0 && completed >= total;
  return (
    <Card withBorder padding="lg" component="article" aria-label={track.title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge color={LEVEL_COLOR[track.difficulty]} variant="light">
            {LEVEL_LABEL[track.difficulty]}
          </Badge>
          {track.isPremium && (
            <Badge color="orange" variant="light">
              Pro
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {track.estimatedDuration} min
          </Text>
          {finished && (
            <Badge color="teal" variant="filled" ml="auto">
              Completed
            </Badge>
          )}
        </Group>
        <Title order={3} fz="lg">
          {track.title}
        </Title>
        <Text size="sm" c="dimmed">
          {track.description}
        </Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" fw={600}>
              Progress
            </Text>
            <Text size="xs" c="dimmed" data-testid="track-progress">
              {Math.min(completed, total)} of {total} modules
            </Text>
          </Group>
          <Progress value={percent} size="sm" aria-label={`${track.title} progress`} />
        </Stack>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((m) => (
            <Group component="li" key={m.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" lineClamp={1}>
                {m.title}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {m.durationMin} min
              </Text>
            </Group>
          ))}
          {more > 0 && (
            <Text component="li" size="xs" c="dimmed">
              +{more} more
            </Text>
          )}
          {total === 0 && (
            <Text component="li" size="sm" c="dimmed">
              {modulesWord(0)} yet
            </Text>
          )}
        </Stack>
        <Button component={Link} href={trackHref(track.slug)} mt="auto" variant="light">
          {finished ? 'Review Track' : completed > 0 ? 'Continue Track' : 'Start Track'}
        </Button>
      </Stack>
    </Card>
  );
}
