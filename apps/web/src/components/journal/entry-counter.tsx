import { ENTRY_MAX_LENGTH, ENTRY_WARNING_LENGTH } from '@innerweather/validators/journal';
import { Text } from '@mantine/core';

/** The entry text's "n / 2000" counter (spec section 2), in the warning colour above 1800 and red past 2000. */
export function EntryCounter({ length }: { length: number }) {
  const color = length > ENTRY_MAX_LENGTH ? 'red' : length > ENTRY_WARNING_LENGTH ? 'orange' : 'dimmed';
  return (
    <Text
      component="span"
      size="xs"
      c={color}
      fw={length > ENTRY_WARNING_LENGTH ? 600 : 400}
      data-testid="entry-counter"
    >
      {length} / {ENTRY_MAX_LENGTH}
    </Text>
  );
}
