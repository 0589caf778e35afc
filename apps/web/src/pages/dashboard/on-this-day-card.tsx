import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { plural } from '@innerweather/validators/plural';
import { entryPreview } from '../../components/journal/journal-words.ts';
import { trpc } from '../../lib/trpc.ts';

/** "On this day": entries of earlier years on today's date, shown only when there are some. */
export function OnThisDayCard() {
  const entries = trpc.entries.onThisDay.useQuery({});
  if (!entries.data || entries.data.length === 0) return null;
  const thisYear = new Date().getFullYear();
  return (
    <Card padding="lg" component="section" aria-labelledby="on-this-day-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="on-this-day-title">
          On this day
        </Title>
        {entries.data.map((entry) => {
          const years = thisYear - new Date(entry.createdAt).getFullYear();
          return (
            <Anchor key={entry.id} component={Link} href={`/entries/${entry.id}`} size="sm">
              <Text span fw={650} size="sm">
                {plural(years, 'year')} ago:
              </Text>{' '}
              {entryPreview(entry.content, 100)}
            </Anchor>
          );
        })}
      </Stack>
    </Card>
  );
}
