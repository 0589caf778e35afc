import { Card, Group, Stack, Text } from '@mantine/core';
import { trpc } from '../../lib/trpc.ts';

function monthLabel(month: string) {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * How often people answered a crisis card "This isn't about me right now", per month (numbers only): the crisis
 * screen's false alarms where it is used. Shares the stats query with the cards above.
 */
export function AdminNotAboutMe() {
  const stats = trpc.admin.stats.useQuery(undefined);
  const months = stats.data?.notAboutMeByMonth;
  if (!months) return null;
  return (
    <Card withBorder radius="md" padding="md" aria-label="Crisis cards answered not about me">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Crisis cards answered &ldquo;This isn&rsquo;t about me right now&rdquo;
        </Text>
        <Text size="xs" c="dimmed">
          Per month, the last 12 months. Numbers only; nothing is retrained from them.
        </Text>
        <Group gap="xs" wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...months].reverse().map(({ month, count }) => (
            <Stack
              key={month}
              component="li"
              gap={0}
              align="center"
              miw={64}
              data-month={month}
              aria-label={`${monthLabel(month)}: ${count}`}
            >
              <Text size="lg" fw={700} data-count>
                {count}
              </Text>
              <Text size="xs" c="dimmed">
                {monthLabel(month)}
              </Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
