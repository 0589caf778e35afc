import type { TEntry } from '@innerweather/validators/journal';
import { Badge, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, memo } from 'react';
import { Link } from 'wouter';
import { IconChevronRight } from '../../components/icons.tsx';
import { EntryEmotion } from '../../components/journal/emotion-badge.tsx';
import { IconPencil } from '../../components/journal/journal-icons.tsx';
import { CATEGORY_LABEL, entryDate, entryPreview } from '../../components/journal/journal-words.ts';

/** Spec section 2: the first 3 entries with date, dominant-emotion dot and name, 120 characters and category. */
export const RecentEntriesCard = memo(function RecentEntriesCard({
  entries,
  onCreate,
}: {
  entries: readonly TEntry[] | undefined;
  onCreate: () => void;
}) {
  return (
    <Card h="100%" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recent-entries-title">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="lg" id="recent-entries-title">
          Recent Entries
        </Title>
        <Button
          component={Link}
          href="/entries"
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronRight size={16} />}
        >
          View All
        </Button>
      </Group>
      {!entries ? (
        // Shaped like three entries (date and emotion row, two lines of text, dividers), so the card keeps its
        // height when they arrive and nothing below it jumps.
        <Stack gap="md" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Fragment key={i}>
              {i > 0 && <Divider />}
              <Stack gap={8}>
                <Group justify="space-between" h={22}>
                  <Skeleton height={12} width="35%" radius="xl" />
                  <Skeleton height={18} width={72} radius="xl" />
                </Group>
                <Skeleton height={12} my={5} radius="xl" />
                <Skeleton height={12} my={5} width="75%" radius="xl" />
              </Stack>
            </Fragment>
          ))}
        </Stack>
      ) : (
        <Stack gap="md">
          {entries.slice(0, 3).map((entry, index) => (
            <Fragment key={entry.id}>
              {index > 0 && <Divider />}
              <Stack
                gap={8}
                component="article"
                aria-label={`Entry of ${entryDate(entry.createdAt)}`}
                data-entry-id={entry.id}
              >
                <Group justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed" fw={500}>
                    {entryDate(entry.createdAt)}
                  </Text>
                  <EntryEmotion entry={entry} withShare={false} />
                </Group>
                <Text size="sm" lh={1.6}>
                  {entryPreview(entry.content)}
                </Text>
                {entry.category && (
                  <Group>
                    <Badge
                      variant="light"
                      color="dusk"
                      radius="sm"
                      size="sm"
                      styles={{ label: { textTransform: 'none' } }}
                    >
                      {CATEGORY_LABEL[entry.category]}
                    </Badge>
                  </Group>
                )}
              </Stack>
            </Fragment>
          ))}
          {entries.length < 3 && (
            <>
              <Divider variant="dashed" />
              <Group justify="center">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPencil size={16} />}
                  onClick={onCreate}
                >
                  Write another entry
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
});
