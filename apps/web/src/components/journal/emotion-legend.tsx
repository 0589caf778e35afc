import { Group, Text } from '@mantine/core';
import { EmotionDot } from './emotion-badge.tsx';
import { EMOTION_COLOR, EMOTION_LABEL } from './journal-words.ts';

/** The five lines of the emotion charts, in the spec's order and colours (section 9). */
export const EMOTION_SERIES = (['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const).map((emotion) => ({
  name: emotion,
  label: EMOTION_LABEL[emotion],
  color: `${EMOTION_COLOR[emotion]}.6`,
}));

/**
 * The charts' own legend: in the spec's order, and it wraps on a phone instead of being clipped. The chart shows
 * it as its figure's caption; a chart's placeholder shows it too, so the card keeps its height when the chart
 * arrives.
 */
export function EmotionLegend({
  compact = false,
  caption = false,
}: {
  compact?: boolean;
  caption?: boolean;
}) {
  return (
    <Group component={caption ? 'figcaption' : 'div'} gap="md" justify="center" mt="sm">
      {EMOTION_SERIES.map((series) => (
        <Group key={series.name} gap={6} wrap="nowrap">
          <EmotionDot emotion={series.name} size={8} />
          <Text size={compact ? 'xs' : 'sm'} c="dimmed">
            {series.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
