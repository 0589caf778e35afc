import { EMOTIONS, type TEmotion } from '@innerweather/validators/journal';
import { Group, UnstyledButton } from '@mantine/core';
import { EmotionDot } from './emotion-badge.tsx';
import { EMOTION_COLOR, EMOTION_LABEL } from './journal-words.ts';

/** YYYY-MM-DD of an instant in this browser's zone (the user's, as a rule). */
export function localIsoDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** One tap sets the entry's mood to one of the five; the chosen one again returns it to the analysis' reading. */
export function MoodPicker({
  value,
  onChange,
  disabled,
}: {
  value: TEmotion | null;
  onChange: (mood: TEmotion | null) => void;
  disabled?: boolean;
}) {
  return (
    <Group gap={6} role="group" aria-label="My mood">
      {EMOTIONS.map((emotion) => {
        const chosen = value === emotion;
        return (
          <UnstyledButton
            key={emotion}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => onChange(chosen ? null : emotion)}
            px={12}
            py={6}
            style={{
              borderRadius: 999,
              border: `1px solid var(--mantine-color-${EMOTION_COLOR[emotion]}-${chosen ? 7 : 3})`,
              background: chosen ? `var(--mantine-color-${EMOTION_COLOR[emotion]}-light)` : undefined,
              fontWeight: chosen ? 700 : 500,
              fontSize: 'var(--mantine-font-size-sm)',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              minHeight: 36,
            }}
          >
            <EmotionDot emotion={emotion} size={8} />
            {EMOTION_LABEL[emotion]}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
