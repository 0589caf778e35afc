import type { TEntry, TGuidance } from '@innerweather/validators/journal';
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Group,
  Skeleton,
  Spoiler,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { Link } from 'wouter';
import { IconLock, IconTrash } from '../icons.tsx';
import { EntryEmotion } from './emotion-badge.tsx';
import { GuidanceBlock } from './guidance-block.tsx';
import { IconBulb, IconEye } from './journal-icons.tsx';
import { CATEGORY_LABEL, entryDate, entryTime, PRIVACY_LABEL } from './journal-words.ts';

/**
 * A card shows six lines of an entry (14 px text, line height 1.6) before "Show more"; the few pixels over six lines
 * absorb rounding, so an entry of exactly six lines is shown whole with no "Show more" that reveals nothing.
 */
const PREVIEW_HEIGHT = Math.ceil(6 * 14 * 1.6) + 6;

export function Insights({ entry }: { entry: TEntry }) {
  const analysis = entry.emotions[0];
  if (!analysis) {
    if (entry.analysisStatus !== 'pending') return null;
    // Keeps the card's height steady while the analysis is on its way.
    return (
      <Stack gap={6} aria-hidden>
        <Skeleton height={10} radius="xl" width="90%" />
        <Skeleton height={10} radius="xl" width="70%" />
        <Group gap={6}>
          <Skeleton height={18} radius="xl" width={56} />
          <Skeleton height={18} radius="xl" width={72} />
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={8}>
      {analysis.insights.length > 0 && (
        <Stack gap={6} component="section" aria-label="Insights">
          {analysis.insights.map((insight) => (
            <Group key={insight} gap={8} wrap="nowrap" align="flex-start">
              <Text c="yellow.6" mt={1} lh={0} aria-hidden>
                <IconBulb size={16} />
              </Text>
              <Text size="sm" c="dimmed">
                {insight}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {analysis.keywords.length > 0 && (
        <Group gap={6} aria-label="Keywords">
          {analysis.keywords.map((keyword) => (
            <Badge
              key={keyword}
              size="sm"
              variant="default"
              radius="sm"
              styles={{ label: { textTransform: 'none', fontWeight: 500 } }}
            >
              {keyword}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The first few words of an entry, to tell entries apart by name (screen readers): "Rain all morning, soup…". */
function openingWords(content: string, count = 5): string {
  const words = content.trim().split(/\s+/);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}…`;
}

/** One entry on the Entries page: when, how it felt, the text, its analysis and its AI guidance. */
export function EntryCard({
  entry,
  guidance,
  onDelete,
  deleting,
}: {
  entry: TEntry;
  guidance: readonly TGuidance[] | undefined;
  onDelete: (entry: TEntry) => void;
  deleting: boolean;
}) {
  const when = entryDate(entry.createdAt);
  // Date, time and first words: two entries of one minute still get buttons with names of their own.
  const named = `${when}, ${entryTime(entry.createdAt)}: ${openingWords(entry.content)}`;
  return (
    <Card component="article" aria-label={`Entry of ${named}`} data-entry-id={entry.id} padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Anchor
              component={Link}
              href={`/entries/${entry.id}`}
              fw={650}
              size="sm"
              aria-label={`Open entry of ${named}`}
            >
              {when}
            </Anchor>
            <Text size="xs" c="dimmed">
              {entryTime(entry.createdAt)}
            </Text>
          </div>
          <Tooltip label="Delete entry">
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              aria-label={`Delete entry of ${named}`}
              onClick={() => onDelete(entry)}
              loading={deleting}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>

        <Group gap={6}>
          <EntryEmotion entry={entry} />
        </Group>

        <Spoiler
          maxHeight={PREVIEW_HEIGHT}
          showLabel="Show more"
          hideLabel="Show less"
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Text size="sm" lh={1.6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.content}
          </Text>
        </Spoiler>

        <Group gap={6}>
          {entry.category && (
            <Badge variant="light" color="dusk" radius="sm" styles={{ label: { textTransform: 'none' } }}>
              {CATEGORY_LABEL[entry.category]}
            </Badge>
          )}
          <Badge
            variant="outline"
            color={entry.privacyLevel === 'shareable' ? 'teal' : 'gray'}
            radius="sm"
            leftSection={entry.privacyLevel === 'shareable' ? <IconEye size={12} /> : <IconLock size={12} />}
            styles={{ label: { textTransform: 'none' } }}
          >
            {PRIVACY_LABEL[entry.privacyLevel]}
          </Badge>
        </Group>

        <Insights entry={entry} />
        <GuidanceBlock items={guidance} />
      </Stack>
    </Card>
  );
}
