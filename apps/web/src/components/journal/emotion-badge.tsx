import type { TEmotion, TEntry } from '@innerweather/validators/journal';
import { Badge, Box, Group, Loader, Text } from '@mantine/core';
import { EMOTION_COLOR, EMOTION_LABEL, percent } from './journal-words.ts';

/** The small coloured dot that stands for an emotion next to its name. */
export function EmotionDot({ emotion, size = 10 }: { emotion: TEmotion; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-emotion={emotion}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: `var(--mantine-color-${EMOTION_COLOR[emotion]}-6)`,
        boxShadow: `0 0 0 3px var(--mantine-color-${EMOTION_COLOR[emotion]}-light)`,
      }}
    />
  );
}

/** Dot and name, as the dashboard's Recent Entries shows the dominant emotion. */
export function EmotionName({ emotion, large = false }: { emotion: TEmotion; large?: boolean }) {
  return (
    <Group gap={large ? 10 : 8} wrap="nowrap" component="span">
      <EmotionDot emotion={emotion} size={large ? 14 : 10} />
      <Text span fz={large ? 'inherit' : 'sm'} fw={large ? 'inherit' : 600}>
        {EMOTION_LABEL[emotion]}
      </Text>
    </Group>
  );
}

/** The dominant emotion as a badge with its confidence: "Joy · 82%". */
export function EmotionBadge({ emotion, confidence }: { emotion: TEmotion; confidence: number }) {
  return (
    <Badge
      variant="light"
      color={EMOTION_COLOR[emotion]}
      size="lg"
      radius="xl"
      leftSection={<EmotionDot emotion={emotion} size={8} />}
      styles={{ root: { flexShrink: 0 }, label: { textTransform: 'none', fontWeight: 600 } }}
      aria-label={`Dominant emotion ${EMOTION_LABEL[emotion]}, confidence ${percent(confidence)}`}
    >
      {EMOTION_LABEL[emotion]} · {percent(confidence)}
    </Badge>
  );
}

/** Shown while the worker analyses a freshly saved entry; the page polls until the analysis lands. */
export function AnalyzingBadge() {
  return (
    <Badge
      variant="light"
      color="dusk"
      size="lg"
      radius="xl"
      leftSection={<Loader size={10} color="dusk" type="oval" />}
      styles={{ root: { flexShrink: 0 }, label: { textTransform: 'none', fontWeight: 600 } }}
      role="status"
    >
      Analyzing your entry…
    </Badge>
  );
}

export function AnalysisFailedBadge() {
  return (
    <Badge variant="light" color="gray" size="lg" radius="xl" styles={{ label: { textTransform: 'none' } }}>
      Not analysed yet
    </Badge>
  );
}

/** Whatever the entry's analysis state calls for: the dominant emotion, the analysing badge, or a quiet note. */
export function EntryEmotion({ entry, withConfidence = true }: { entry: TEntry; withConfidence?: boolean }) {
  const analysis = entry.emotions[0];
  if (analysis) {
    return withConfidence ? (
      <EmotionBadge emotion={analysis.dominantEmotion} confidence={analysis.confidence} />
    ) : (
      <EmotionName emotion={analysis.dominantEmotion} />
    );
  }
  if (entry.analysisStatus === 'pending') return <AnalyzingBadge />;
  return <AnalysisFailedBadge />;
}
