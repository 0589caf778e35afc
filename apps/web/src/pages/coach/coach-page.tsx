import type { TConversation, TToolkitItem } from '@innerweather/validators/coach';
import { Alert, Badge, Button, Card, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { plural } from '@innerweather/validators/plural';
import { Page } from '../../components/page.tsx';
import { serverMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useUserEvents } from '../../lib/user-events.tsx';
import { AiText } from './ai-text.tsx';
import { ConversationCard, formatDate } from './conversation-card.tsx';
import { GoalsTab } from './goals-tab.tsx';
import { tagWords, toolkitTitle } from './toolkit-words.ts';

const RECENT = 3;
const TOOLKIT_TITLE_LENGTH = 50;

export function CoachPage() {
  const small = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<string | null>('explore');
  const memory = trpc.coach.memoryCheckIn.useQuery();
  return (
    <Page
      title="Innerweather Coach"
      description="Ask questions, set goals and keep a toolkit of what helps you."
    >
      <Stack>
        {memory.data?.hasCheckIn && memory.data.message && (
          <Alert title="Personal Check-In" color="dusk" variant="light" data-testid="memory-check-in">
            {memory.data.message}
          </Alert>
        )}
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="explore">{small ? 'Ask' : 'Explore'}</Tabs.Tab>
            <Tabs.Tab value="goals">Goals</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
            <Tabs.Tab value="toolkit">Toolkit</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="explore" pt="md">
            <ExploreTab onViewAll={() => setTab('history')} />
          </Tabs.Panel>
          <Tabs.Panel value="goals" pt="md">
            <GoalsTab />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <ConversationList />
          </Tabs.Panel>
          <Tabs.Panel value="toolkit" pt="md">
            <ToolkitTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Page>
  );
}

/** Helpful and save actions shared by Explore and History. */
function useConversationActions() {
  const utils = trpc.useUtils();
  const helpful = trpc.coach.markHelpful.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Marked as helpful' });
      void utils.coach.conversations.invalidate();
    },
  });
  const save = trpc.coach.saveToToolkit.useMutation({
    onSuccess: () => {
      toast.success({ title: 'Saved to toolkit' });
      void utils.coach.toolkit.invalidate();
    },
  });
  return {
    onHelpful: (c: TConversation) => helpful.mutate({ id: c.id }),
    onSave: (c: TConversation) =>
      save.mutate({
        conversationId: c.id,
        title: c.question.slice(0, TOOLKIT_TITLE_LENGTH),
        category: 'helpful',
        content: c.response ?? '',
      }),
  };
}

function ExploreTab({ onViewAll }: { onViewAll: () => void }) {
  const utils = trpc.useUtils();
  const conversations = trpc.coach.conversations.useQuery();
  const actions = useConversationActions();
  const [question, setQuestion] = useState('');
  const [live, setLive] = useState<Record<string, string>>({});
  /** The question just asked, until its answer is saved. */
  const [asking, setAsking] = useState<string | null>(null);
  useUserEvents((event) => {
    if (event.kind !== 'conversation') return;
    if (!event.done) {
      setLive((current) => ({ ...current, [event.id]: event.text }));
      // Asked in another tab: that question's card is read with the list, once.
      if (!conversations.data?.some((c) => c.id === event.id)) void utils.coach.conversations.invalidate();
      return;
    }
    // Saved: the one conversation is updated in place, not the whole list read again.
    utils.coach.conversations.setData(undefined, (list) =>
      list?.map((c) =>
        c.id === event.id ? { ...c, response: event.text, source: event.source ?? c.source } : c,
      ),
    );
    setLive(({ [event.id]: _done, ...rest }) => rest);
    setAsking((current) => (current === event.id ? null : current));
  });
  const ask = trpc.coach.explore.useMutation({
    onMutate: () => toast.info({ title: 'Question sent' }),
    // At once, pending: the answer's words arrive on the tab's event stream.
    onSuccess: (asked) => {
      setQuestion('');
      utils.coach.conversations.setData(undefined, (list) => [asked, ...(list ?? [])]);
      setAsking(asked.response === null ? asked.id : null);
    },
    onError: (error) => toast.error({ title: 'Error', message: serverMessage(error) ?? 'Please try again.' }),
  });
  const answering =
    ask.isPending || (asking !== null && conversations.data?.find((c) => c.id === asking)?.response === null);
  const writing = answering && !(asking !== null && live[asking]);

  return (
    <Stack>
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (question.trim()) ask.mutate({ question, category: 'general' });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label="What's on your mind?"
              placeholder="Ask about stress, sleep, motivation, relationships…"
              autosize
              minRows={3}
              value={question}
              onChange={(e) => setQuestion(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" disabled={!question.trim() || answering}>
                {writing ? 'thinking' : 'Ask'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Group justify="space-between">
        <Text fw={600}>Recent conversations</Text>
        <Button variant="subtle" size="xs" onClick={onViewAll}>
          View All
        </Button>
      </Group>
      {conversations.data?.length === 0 && (
        <Text c="dimmed">No conversations yet. Ask your first question above.</Text>
      )}
      {conversations.data?.slice(0, RECENT).map((c) => (
        <ConversationCard key={c.id} conversation={c} liveText={live[c.id]} {...actions} />
      ))}
    </Stack>
  );
}

function ConversationList() {
  const conversations = trpc.coach.conversations.useQuery();
  const actions = useConversationActions();
  if (conversations.data?.length === 0) return <Text c="dimmed">No conversations yet.</Text>;
  return (
    <Stack>
      {conversations.data?.map((c) => (
        <ConversationCard key={c.id} conversation={c} {...actions} />
      ))}
    </Stack>
  );
}

function ToolkitTab() {
  const toolkit = trpc.coach.toolkit.useQuery();
  if (toolkit.data?.length === 0) {
    return (
      <Card>
        <Stack gap="xs" align="center" py="lg">
          <Text fw={600}>Your toolkit is empty</Text>
          <Text size="sm" c="dimmed" ta="center">
            When the coach gives you an answer that helps, press Save to Toolkit. Your saved strategies gather
            here, ready for the moments you need them.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack>
      {toolkit.data?.map((item) => (
        <ToolkitCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function ToolkitCard({ item }: { item: TToolkitItem }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const opening = trpc.coach.openToolkitItem.useMutation({
    onSuccess: () => void utils.coach.toolkit.invalidate(),
  });
  return (
    <Card data-testid="toolkit-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} title={item.title}>
            {toolkitTitle(item.title)}
          </Text>
          <Badge variant="light" tt="none">
            {item.category}
          </Badge>
        </Group>
        <Group gap={6}>
          {item.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm" tt="none">
              {tagWords(tag)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Opened {plural(item.accessCount, 'time')} ·{' '}
          {item.lastAccessed ? `Last accessed ${formatDate(item.lastAccessed)}` : 'Ready to use'}
        </Text>
        {open && <AiText text={item.content} />}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              if (!open) opening.mutate({ id: item.id });
              setOpen(!open);
            }}
          >
            {open ? 'Close' : 'Open'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
