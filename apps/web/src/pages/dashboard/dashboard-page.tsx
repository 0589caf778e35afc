import type { TContentItem, TGuidance } from '@innerweather/validators/journal';
import { Button, Grid, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useSignedInUser } from '../../auth/current-user.ts';
import { ManagedHtml, managedHtmlText } from '../../components/managed-html.tsx';
import { Page } from '../../components/page.tsx';
import { IconChart } from '../../components/icons.tsx';
import { EmotionName } from '../../components/journal/emotion-badge.tsx';
import { FoldedCrisisNote, NotAboutMeButton } from '../../components/journal/crisis-fold.tsx';
import { crisisLines, displayableGuidance } from '../../components/journal/guidance-rules.ts';
import { ImmediateSupportAlert } from '../../components/journal/guidance-block.tsx';
import { IconCalendar, IconFlame, IconPlus, IconSmile } from '../../components/journal/journal-icons.tsx';
import { NewEntryDialog } from '../../components/journal/new-entry-dialog.tsx';
import { StatCard } from '../../components/journal/stat-card.tsx';
import { greetingName, timeOfDayGreeting } from '../../lib/greeting.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
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

  const stats = trpc.stats.get.useQuery(undefined);
  // No polling: an entry's finished analysis arrives on the tab's event stream (lib/user-events.tsx).
  const recent = trpc.entries.recent.useQuery(undefined);

  const entryIds = useMemo(() => (recent.data ?? []).map((entry) => entry.id), [recent.data]);
  const guidance = trpc.guidance.listForEntries.useQuery({ entryIds }, { enabled: entryIds.length > 0 });

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

  // The alert stays until its guidance is acknowledged, whichever entry it is on (not only the three shown).
  const crisis = trpc.guidance.unacknowledgedCrisis.useQuery(undefined);
  const urgent =
    crisis.data ??
    displayableGuidance(guidance.data).find(
      (item) => item.urgency === 'immediate' && !item.isAcknowledged && !item.notAboutMeAt,
    );
  // The alert answered "This isn't about me right now" folds to a note for the rest of the visit.
  const [folded, setFolded] = useState<TGuidance | null>(null);
  const acknowledge = trpc.guidance.acknowledge.useMutation({
    onSuccess: () => {
      toast.success({
        title: 'Recommendation Acknowledged',
        message: 'Thank you for taking a moment with this.',
      });
      void utils.guidance.invalidate();
    },
    onError: () =>
      toast.error({ title: 'Error', message: 'Failed to acknowledge recommendation. Please try again.' }),
  });
  const hasNoEntries = recent.isSuccess && recent.data.length === 0;

  return (
    <Page
      title={`${timeOfDayGreeting(new Date())}, ${greetingName(user)}`}
      description={welcomeFrom(content.data)}
      size="xl"
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={dialog.open} size="md">
          New Journal Entry
        </Button>
      }
    >
      {folded && !urgent && <FoldedCrisisNote lines={crisisLines(folded.recommendation)} />}
      {urgent && (
        <ImmediateSupportAlert lines={crisisLines(urgent.recommendation)}>
          <Button
            component={Link}
            href={`/entries/${urgent.entryId}`}
            variant="white"
            color="red.9"
            size="xs"
          >
            Read the guidance on your entry
          </Button>
          <Button
            variant="outline"
            color="white"
            size="xs"
            onClick={() => acknowledge.mutate({ id: urgent.id })}
            loading={acknowledge.isPending}
          >
            I've read this
          </Button>
          <NotAboutMeButton id={urgent.id} onFolded={setFolded} color="white" />
        </ImmediateSupportAlert>
      )}

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label="Total Entries"
          value={stats.data ? stats.data.totalEntries : '—'}
          hint="This month"
          icon={<IconCalendar size={20} />}
          color="dusk"
          loading={stats.isPending}
        />
        <StatCard
          label="Positive Mood"
          value={stats.data?.dominantMood ? `${stats.data.positivityPercentage}%` : '—'}
          hint="This week"
          icon={<IconSmile size={20} />}
          color="green"
          loading={stats.isPending}
        />
        <StatCard
          label="Day Streak"
          value={stats.data ? stats.data.currentStreak : '—'}
          hint={stats.data?.currentStreak === 1 ? 'day in a row' : 'days in a row'}
          icon={<IconFlame size={20} />}
          color="orange"
          loading={stats.isPending}
        />
        <StatCard
          label="Dominant Mood"
          value={stats.data?.dominantMood ? <EmotionName emotion={stats.data.dominantMood} large /> : '—'}
          hint="This week"
          icon={<IconChart size={20} />}
          color="blue"
          loading={stats.isPending}
        />
      </SimpleGrid>

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

      <NewEntryDialog opened={dialogOpened} onClose={dialog.close} />
    </Page>
  );
}
