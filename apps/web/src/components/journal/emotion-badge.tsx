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

/**
 * The dominant emotion's share of the five scores, 0..1: what a reader takes "Sadness · 63%" to mean. (The
 * analyzer's confidence stays in the API.)
 */
export function dominantShare(analysis: TEntry['emotions'][number]): number {
  const total = analysis.joy + analysis.calm + analysis.anxiety + analysis.sadness + analysis.anger;
  return total > 0 && analysis.dominantEmotion ? analysis[analysis.dominantEmotion] / total : 0;
}

/**
 * An emotion as a badge with what it stands for: the analysis' share of the five scores ("Joy · 63%"), or the
 * writer's own mood ("Sadness · your mood").
 */
function EmotionBadge({ emotion, detail, label }: { emotion: TEmotion; detail: string; label: string }) {
  return (
    <Badge
      variant="light"
      color={EMOTION_COLOR[emotion]}
      size="lg"
      radius="xl"
      leftSection={<EmotionDot emotion={emotion} size={8} />}
      styles={{ root: { flexShrink: 0 }, label: { textTransform: 'none', fontWeight: 600 } }}
      aria-label={label}
    >
      {EMOTION_LABEL[emotion]} · {detail}
    </Badge>
  );
}

/** Shown while the worker analyses a freshly saved entry; the page polls until the analysis lands. */
function AnalyzingBadge() {
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

function AnalysisFailedBadge() {
  return (
    <Badge variant="light" color="gray" size="lg" radius="xl" styles={{ label: { textTransform: 'none' } }}>
      Not analysed yet
    </Badge>
  );
}

function NoEmotionBadge() {
  return (
    <Badge variant="light" color="gray" size="lg" radius="xl" styles={{ label: { textTransform: 'none' } }}>
      No emotion read
    </Badge>
  );
}

/**
 * Whatever the entry calls for: the mood the user chose (it wins over the analysis everywhere), else the analysis'
 * dominant emotion, the analysing badge, or a quiet note.
 */
export function EntryEmotion({ entry, withShare = true }: { entry: TEntry; withShare?: boolean }) {
  if (entry.moodSource === 'you' && entry.mood) {
    return withShare ? (
      <EmotionBadge
        emotion={entry.mood}
        detail="your mood"
        label={`Your mood: ${EMOTION_LABEL[entry.mood]}`}
      />
    ) : (
      <EmotionName emotion={entry.mood} />
    );
  }
  const analysis = entry.emotions[0];
  // The built-in analyzer reads English only: another language gets no emotion, and its insight says why.
  if (analysis && !analysis.dominantEmotion) return <NoEmotionBadge />;
  if (analysis?.dominantEmotion) {
    const emotion = analysis.dominantEmotion;
    const share = percent(dominantShare(analysis));
    return withShare ? (
      <EmotionBadge
        emotion={emotion}
        detail={share}
        label={`Dominant emotion ${EMOTION_LABEL[emotion]}, ${share} of the five emotion scores`}
      />
    ) : (
      <EmotionName emotion={emotion} />
    );
  }
  if (entry.analysisStatus === 'pending') return <AnalyzingBadge />;
  return <AnalysisFailedBadge />;
}
