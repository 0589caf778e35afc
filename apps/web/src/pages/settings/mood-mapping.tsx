import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { plural } from '@innerweather/validators/plural';

/** What a renamed Daylio mood can stand for: one of the five emotions, or no own mood. */
const CHOICES = [
  { value: '', label: 'Choose…' },
  { value: 'joy', label: 'Joy' },
  { value: 'calm', label: 'Calm' },
  { value: 'anxiety', label: 'Anxiety' },
  { value: 'sadness', label: 'Sadness' },
  { value: 'anger', label: 'Anger' },
  { value: 'none', label: 'No own mood' },
];

export interface RenamedMood {
  name: string;
  lines: number;
}

/** The user's answers, by the mood's name as the file spells it. */
export type MoodMap = Record<string, string>;

/**
 * The import preview's mapping step: Daylio lets its five moods be renamed (and more be added), and its CSV names
 * them only by the new name, so the user says which emotion each one is before the import.
 */
export function MoodMapping(props: {
  moods: RenamedMood[];
  value: MoodMap;
  onChange: (next: MoodMap) => void;
  disabled?: boolean;
}) {
  if (props.moods.length === 0) return null;
  return (
    <div data-testid="mood-mapping">
      <Text size="sm" mt="sm" fw={500}>
        Your file has moods with names of your own
      </Text>
      <Text size="sm" mb={6}>
        Choose the emotion each one stands for. A mood left on “Choose…” is imported without an own mood.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {props.moods.map((mood) => (
          <NativeSelect
            key={mood.name}
            label={`${mood.name} (${plural(mood.lines, 'line')})`}
            data={CHOICES}
            value={props.value[mood.name] ?? ''}
            disabled={props.disabled}
            onChange={(event) => {
              const choice = event.currentTarget.value;
              const others = Object.entries(props.value).filter(([name]) => name !== mood.name);
              props.onChange(Object.fromEntries(choice === '' ? others : [...others, [mood.name, choice]]));
            }}
          />
        ))}
      </SimpleGrid>
    </div>
  );
}
