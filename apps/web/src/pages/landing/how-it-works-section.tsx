import {
  Badge,
  Box,
  Container,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { emotionColorVar, EMOTION_COLOR, type TEmotion } from './emotion-colors.ts';
import { IconSparkles } from '../../components/icons.tsx';
import { HeartIcon, PencilIcon, UserPlusIcon } from './landing-icons.tsx';
import classes from './landing-page.module.css';

const STEPS = [
  {
    icon: <UserPlusIcon size={22} />,
    title: 'Create your free account',
    text: 'Sign up with your e-mail in under a minute. No credit card, no trial clock.',
  },
  {
    icon: <PencilIcon size={22} />,
    title: 'Write your thoughts',
    text: 'Note what happened and how it felt, in up to 2,000 characters. Pick a category; entries stay private.',
  },
  {
    icon: <IconSparkles size={22} />,
    title: 'Get AI insights',
    text: 'Moments later, see your dominant emotion, all five scores, personal insights and suggestions for the day.',
  },
];

const SAMPLE_SCORES: { emotion: TEmotion; value: number }[] = [
  { emotion: 'joy', value: 64 },
  { emotion: 'calm', value: 41 },
  { emotion: 'anxiety', value: 22 },
  { emotion: 'sadness', value: 9 },
  { emotion: 'anger', value: 4 },
];

// Hand-drawn sample lines for the timeline preview: no chart library on the landing page.
const SAMPLE_LINES: { emotion: TEmotion; d: string }[] = [
  { emotion: 'joy', d: 'M 8 96 C 40 90, 60 70, 90 74 S 140 60, 170 52 S 230 40, 260 34 S 300 26, 312 22' },
  { emotion: 'calm', d: 'M 8 84 C 40 86, 62 80, 90 70 S 140 72, 170 62 S 230 58, 260 50 S 300 46, 312 44' },
  {
    emotion: 'anxiety',
    d: 'M 8 30 C 40 36, 62 46, 90 56 S 140 50, 170 70 S 230 84, 260 92 S 300 98, 312 100',
  },
  {
    emotion: 'sadness',
    d: 'M 8 52 C 40 50, 62 64, 90 84 S 140 96, 170 100 S 230 108, 260 110 S 300 112, 312 114',
  },
];

function DetailPanel({
  eyebrow,
  title,
  children,
  visual,
  flip = false,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  visual: ReactNode;
  flip?: boolean;
}) {
  return (
    <div className={classes.panel} data-flip={flip}>
      <Stack gap="sm">
        <Text className={classes.eyebrow}>{eyebrow}</Text>
        <Title order={3} size="h2" style={{ letterSpacing: '-0.01em' }}>
          {title}
        </Title>
        <Text size="lg" lh={1.65} className={`${classes.lead} ${classes.muted}`}>
          {children}
        </Text>
      </Stack>
      <div aria-hidden="true">{visual}</div>
    </div>
  );
}

function AnalysisPreview() {
  return (
    <Paper className={classes.mockCard} radius="lg" p="lg" shadow="md" withBorder>
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed">
          Thursday evening · Work
        </Text>
        <Badge color={EMOTION_COLOR.joy} variant="light" tt="none">
          Joy · 82% confidence
        </Badge>
      </Group>
      <Text size="sm" fs="italic" mb="md">
        “The presentation went better than I feared. Still buzzing, a little tired, mostly proud of myself.”
      </Text>
      <Stack gap={8}>
        {SAMPLE_SCORES.map((score) => (
          <div key={score.emotion} className={classes.emotionRow}>
            <span className={classes.emotionName}>{score.emotion}</span>
            <Progress value={score.value} color={EMOTION_COLOR[score.emotion]} radius="xl" size="md" />
            <Text size="xs" c="dimmed" ta="right">
              {score.value}%
            </Text>
          </div>
        ))}
      </Stack>
      <Group gap={6} mt="md">
        {['presentation', 'proud', 'tired'].map((keyword) => (
          <Badge key={keyword} variant="default" tt="none" fw={500}>
            {keyword}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

function TimelinePreview() {
  return (
    <Paper className={classes.mockCard} radius="lg" p="lg" shadow="md" withBorder>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text fw={650}>Emotion Timeline</Text>
        <Group gap={4}>
          {['7 Days', '30 Days', '90 Days', '1 Year'].map((range) => (
            <span key={range} className={classes.rangeChip} data-active={range === '30 Days'}>
              {range}
            </span>
          ))}
        </Group>
      </Group>
      <svg className={classes.sparkline} viewBox="0 0 320 124">
        {[14, 44, 74, 104].map((y) => (
          <line key={y} x1="0" x2="320" y1={y} y2={y} className={classes.sparkGrid} />
        ))}
        {SAMPLE_LINES.map((line) => (
          <path
            key={line.emotion}
            d={line.d}
            fill="none"
            stroke={emotionColorVar(line.emotion)}
            strokeWidth="3"
            strokeLinecap="round"
          />
        ))}
      </svg>
      <Group gap="md" mt="sm">
        {SAMPLE_LINES.map((line) => (
          <Group key={line.emotion} gap={6}>
            <Box w={10} h={10} style={{ borderRadius: '50%', background: emotionColorVar(line.emotion) }} />
            <Text size="xs" c="dimmed" tt="capitalize">
              {line.emotion}
            </Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}

function GuidancePreview() {
  return (
    <Stack gap="sm">
      <Paper className={classes.mockCard} radius="lg" p="lg" shadow="md" withBorder>
        <Group gap="sm" mb="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="blue" radius="xl">
            <HeartIcon size={16} />
          </ThemeIcon>
          <Text fw={650}>Wind down before bed</Text>
        </Group>
        <Text size="sm" className={classes.muted} lh={1.6}>
          Your last three evenings ended anxious. Try five minutes of slow breathing and write one thing that
          went right today.
        </Text>
      </Paper>
      <Paper className={classes.mockCard} radius="lg" p="lg" shadow="md" withBorder>
        <Group gap="sm" mb="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="grape" radius="xl">
            <IconSparkles size={16} />
          </ThemeIcon>
          <Text fw={650}>Ask your wellness coach</Text>
        </Group>
        <Text size="sm" className={classes.muted} lh={1.6}>
          “How can I stop replaying arguments at night?” — set goals, check in, and save helpful answers to
          your toolkit.
        </Text>
      </Paper>
    </Stack>
  );
}

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      className={`${classes.section} ${classes.sectionTinted}`}
      aria-labelledby="how-title"
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text className={classes.eyebrow}>How it works</Text>
          <Title order={2} id="how-title" className={classes.sectionTitle}>
            How It Works
          </Title>
          <Text size="lg" maw={600} className={`${classes.lead} ${classes.muted}`}>
            Three small steps, a few minutes an evening.
          </Text>
        </Stack>

        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
          component="ol"
          className={classes.steps}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Paper radius="lg" p="xl" h="100%" withBorder className={classes.mockCard}>
                <Group gap="md" mb="md" wrap="nowrap">
                  <span className={classes.stepNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <ThemeIcon variant="light" radius="md" size="lg">
                    {step.icon}
                  </ThemeIcon>
                </Group>
                <Title order={3} size="h4" mb={6}>
                  {step.title}
                </Title>
                <Text className={classes.muted} lh={1.6}>
                  {step.text}
                </Text>
              </Paper>
            </li>
          ))}
        </SimpleGrid>

        <Stack gap={88} mt={96}>
          <DetailPanel
            eyebrow="Emotion analysis"
            title="See every emotion, not just one"
            visual={<AnalysisPreview />}
          >
            Real days are mixed. Every entry gets a score for joy, calm, anxiety, sadness and anger, a
            dominant emotion with its confidence, and the keywords that shaped it — worked out on your own
            server, by a local AI model or the built-in analyzer.
          </DetailPanel>
          <DetailPanel eyebrow="Timeline" title="Watch your weather change" visual={<TimelinePreview />} flip>
            Switch between 7 days, 30 days, 90 days and a year. Averages and key insights show whether the
            storms are getting shorter — and which habits bring the sunshine back.
          </DetailPanel>
          <DetailPanel
            eyebrow="Guidance"
            title="Support that meets you where you are"
            visual={<GuidancePreview />}
          >
            Personal recommendations follow your entries, and an AI wellness coach helps you set goals and
            check in. If an entry suggests you may be in crisis, Innerweather always shows crisis lines and
            urges you to reach out for help.
          </DetailPanel>
        </Stack>
      </Container>
    </section>
  );
}
