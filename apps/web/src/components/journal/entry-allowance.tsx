import { HOW_TO_GET_PRO } from '@innerweather/validators/plans';
import { Alert, Text } from '@mantine/core';

/**
 * What is left of a free user's monthly entries, shown above the text so nobody writes a whole entry only to learn
 * at save time that it cannot be saved. The save itself still answers with the spec's limit message.
 */
export function EntryAllowance({ limit, left }: { limit: number; left: number }) {
  if (left > 0)
    return (
      <Text size="sm" c={left === 1 ? 'orange' : 'dimmed'} data-testid="entry-allowance">
        {left} of {limit} free {limit === 1 ? 'entry' : 'entries'} left this month
      </Text>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      title="No free entries left this month"
      data-testid="entry-allowance"
    >
      You have used this month’s {limit} free {limit === 1 ? 'entry' : 'entries'}, so a new entry cannot be
      saved until next month. Anything you write here stays on this device as a draft. {HOW_TO_GET_PRO}
    </Alert>
  );
}
