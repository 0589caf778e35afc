import { ENTRY_MAX_LENGTH, ENTRY_WARNING_LENGTH } from '@innerweather/validators/journal';
import { Text } from '@mantine/core';

/**
 * The entry text's "n / 2000" counter (spec section 2), in the warning colour above 1800 and red past 2000. An edit
 * of a longer imported entry counts up to that entry's own length (`max`), warning in its last 200 characters.
 */
export function EntryCounter({ length, max = ENTRY_MAX_LENGTH }: { length: number; max?: number }) {
  const warning = max - (ENTRY_MAX_LENGTH - ENTRY_WARNING_LENGTH);
  const color = length > max ? 'red' : length > warning ? 'orange' : 'dimmed';
  return (
    <Text component="span" size="xs" c={color} fw={length > warning ? 600 : 400} data-testid="entry-counter">
      {length} / {max}
    </Text>
  );
}
