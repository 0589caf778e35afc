import { ENTRIES_PAGE_SIZE, type TEntry, type TGuidance } from '@innerweather/validators/journal';
import {
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { entriesCount } from '@innerweather/validators/plural';
import { Page } from '../../components/page.tsx';
import { IconNotebook } from '../../components/icons.tsx';
import { EntryCard } from '../../components/journal/entry-card.tsx';
import { entryDeleteFailure } from '../../components/journal/entry-errors.ts';
import { IconPlus, IconSearch } from '../../components/journal/journal-icons.tsx';
import { entryDate } from '../../components/journal/journal-words.ts';
import { NewEntryWriter, preloadNewEntryDialog } from '../../components/journal/new-entry-writer.tsx';
import { useRefreshAfterDelete } from '../../components/journal/use-journal-refresh.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const SEARCH_DEBOUNCE_MS = 300;

export function EntriesPage() {
  const [dialogOpened, dialog] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Spec section 4: a new search starts again at page 1. The page belongs to the search it was chosen under, so
  // the first request of a new search already asks for page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // The page chosen under an earlier search is forgotten, so clearing a search returns to page 1, not to it.
  if (paging.search !== debouncedSearch) setPaging({ search: debouncedSearch, page: 1 });
  const page = paging.search === debouncedSearch ? paging.page : 1;
  const setPage = (next: (current: number) => number) => {
    setPaging({ search: debouncedSearch, page: next(page) });
    // A new page starts at its first entry, not where the buttons were.
    window.scrollTo({ top: 0 });
  };

  const list = trpc.entries.list.useQuery(
    { page, pageSize: ENTRIES_PAGE_SIZE, search: debouncedSearch || undefined },
    {
      placeholderData: keepPreviousData,
      // No polling (spec section 9): an entry's finished analysis arrives on the tab's event stream.
    },
  );
  const entries = list.data?.entries;

  // A delete can empty the last page: step back to the new last page (during render, not in an effect, so the
  // empty page is never painted).
  const pageCount = list.data?.pageCount ?? 1;
  if (list.data && !list.isPlaceholderData && page > Math.max(1, list.data.pageCount)) {
    setPaging({ search: debouncedSearch, page: Math.max(1, list.data.pageCount) });
  }

  const entryIds = useMemo(() => (entries ?? []).map((entry) => entry.id), [entries]);
  const guidance = trpc.guidance.listForEntries.useQuery(
    { entryIds },
    { enabled: entryIds.length > 0, placeholderData: keepPreviousData },
  );
  const guidanceByEntry = useMemo(() => {
    const byEntry = new Map<string, TGuidance[]>();
    for (const item of guidance.data ?? [])
      byEntry.set(item.entryId, [...(byEntry.get(item.entryId) ?? []), item]);
    return byEntry;
  }, [guidance.data]);

  const refreshAfterDelete = useRefreshAfterDelete();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const remove = trpc.entries.delete.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Entry deleted successfully' });
      refreshAfterDelete();
    },
    onError: (error) => toast.error(entryDeleteFailure(error)),
    onSettled: () => setDeletingId(null),
  });

  const confirmDelete = (entry: TEntry) =>
    modals.openConfirmModal({
      title: 'Delete this entry?',
      children: (
        <Text size="sm">
          The entry of {entryDate(entry.createdAt)}, its analysis and its guidance will be removed for good.
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDeletingId(entry.id);
        remove.mutate({ id: entry.id });
      },
    });

  const searching = debouncedSearch !== '';
  const total = list.data?.total ?? 0;

  return (
    <Page
      title="Your Journal Entries"
      description="Everything you have written, newest first, with what Innerweather noticed."
      size="xl"
      actions={
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={dialog.open}
          onPointerEnter={preloadNewEntryDialog}
          onFocus={preloadNewEntryDialog}
        >
          New Entry
        </Button>
      }
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Search entries"
          placeholder="Search by a word or a category"
          leftSection={<IconSearch size={18} />}
          rightSection={list.isFetching && search.trim() !== debouncedSearch ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maxLength={200}
          w={{ base: '100%', sm: 360 }}
        />
        {searching && list.data && total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {entriesCount(total)} found
          </Text>
        )}
      </Group>

      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <EmptyState title="Your entries could not be loaded" text="Check your connection, then try again.">
          <Button variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : total === 0 ? (
        searching ? (
          <EmptyState title="No entries found" text="Try adjusting your search terms" />
        ) : (
          <EmptyState title="No entries yet" text="Your first entry is a few lines away.">
            <Button onClick={dialog.open}>Write your first entry</Button>
          </EmptyState>
        )
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ alignItems: 'start' }}>
            {list.data.entries.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                guidance={guidanceByEntry.get(entry.id)}
                onDelete={confirmDelete}
                deleting={deletingId === entry.id}
              />
            ))}
          </SimpleGrid>
          <Group justify="center" gap="md" component="nav" aria-label="Pages of entries">
            <Button variant="default" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              Previous
            </Button>
            <Stack gap={0} align="center" aria-live="polite">
              <Text size="sm" fw={600}>
                Page {Math.min(page, Math.max(1, pageCount))} of {Math.max(1, pageCount)}
              </Text>
              <Text size="xs" c="dimmed">
                {entriesCount(total)}
              </Text>
            </Stack>
            <Button variant="default" onClick={() => setPage((p) => p + 1)} disabled={page >= pageCount}>
              Next
            </Button>
          </Group>
        </>
      )}

      <NewEntryWriter opened={dialogOpened} onClose={dialog.close} />
    </Page>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Card p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="sm" maw={420} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconNotebook size={28} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}
