import type { TContentItem } from '@innerweather/validators/journal';
import { Button, Grid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSignedInUser } from '../../auth/current-user.ts';
import { ManagedHtml, managedHtmlText } from '../../components/managed-html.tsx';
import { Page } from '../../components/page.tsx';
import { IconPlus } from '../../components/journal/journal-icons.tsx';
import { NewEntryWriter, preloadNewEntryDialog } from '../../components/journal/new-entry-writer.tsx';
import { greetingName, timeOfDayGreeting } from '../../lib/greeting.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { DashboardCrisisAlert } from './dashboard-crisis-alert.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { EmptyJournal } from './empty-journal.tsx';
import { OnThisDayCard } from './on-this-day-card.tsx';
import { RecentEntriesCard } from './recent-entries-card.tsx';
import { RecommendationsCard } from './recommendations-card.tsx';
import { TimelineCard } from './timeline-card.tsx';

/**
 * Spec sections 4 and 9: on the dashboard, entries and AI guidance refresh once after 1 s. Their later changes (an
 * analysis ends, its guidance is written) come on the tab's event stream instead of the spec's 30 s refresh.
 */
const FIRST_REFRESH_MS = 1_000;

const DEFAULT_WELCOME = 'Take a quiet moment for yourself. How is the weather inside today?';

function welcomeFrom(items: readonly TContentItem[] | undefined): ReactNode {
  const item = items?.find((entry) => entry.section === 'dashboard' && entry.key === 'welcome_message');
  if (!item) return DEFAULT_WELCOME;
  // Managed HTML keeps its formatting (bold, links) through ManagedHtml, which builds elements from a short list
  // of tags: an administrator's markup never runs in a member's browser.
  if (item.valueType === 'html')
    return managedHtmlText(item.value).trim() ? <ManagedHtml html={item.value} /> : DEFAULT_WELCOME;
  return item.value.trim() || DEFAULT_WELCOME;
}

export function DashboardPage() {
  const user = useSignedInUser();
  const [dialogOpened, dialog] = useDisclosure(false);

  const content = trpc.content.list.useQuery(undefined);
  useEffect(() => {
    if (content.isError) toast.error({ title: 'Error', message: 'Failed to fetch content' });
  }, [content.isError]);

  // No polling: an entry's finished analysis arrives on the tab's event stream (lib/user-events.tsx).
  const recent = trpc.entries.recent.useQuery(undefined);
  const entryIds = useMemo(() => (recent.data ?? []).map((entry) => entry.id), [recent.data]);

  const utils = trpc.useUtils();
  useEffect(() => {
    // Once per visit, as the spec says; later changes come on the event stream. Invalidating
    // (not a refetch captured at mount) reaches the guidance of the entries on screen by then, and skips it
    // while there are none.
    const timer = setTimeout(() => {
      void utils.entries.recent.invalidate();
      void utils.guidance.listForEntries.invalidate();
      void utils.guidance.unacknowledgedCrisis.invalidate();
    }, FIRST_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [utils]);

  const hasNoEntries = recent.isSuccess && recent.data.length === 0;

  return (
    <Page
      title={`${timeOfDayGreeting(new Date())}, ${greetingName(user)}`}
      description={welcomeFrom(content.data)}
      size="xl"
      actions={
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={dialog.open}
          onPointerEnter={preloadNewEntryDialog}
          onFocus={preloadNewEntryDialog}
          size="md"
        >
          New Journal Entry
        </Button>
      }
    >
      <DashboardCrisisAlert entryIds={entryIds} />

      <DashboardStats />

      <OnThisDayCard />

      {hasNoEntries ? (
        <EmptyJournal onCreate={dialog.open} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RecentEntriesCard entries={recent.data} onCreate={dialog.open} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TimelineCard />
          </Grid.Col>
        </Grid>
      )}

      <RecommendationsCard userId={user.id} />

      <NewEntryWriter opened={dialogOpened} onClose={dialog.close} />
    </Page>
  );
}
