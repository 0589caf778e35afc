// The reading face, self-hosted (font-display: swap), with the only page that reads in it.
import '@fontsource/literata/latin-400.css';
import {
  ENTRY_CATEGORIES,
  entryEditContentSchema,
  entryEditLimit,
  type TEntry,
  type TEntryCategory,
  type TPrivacyLevel,
} from '@innerweather/validators/journal';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Page } from '../../components/page.tsx';
import { dominantShare } from '../../components/journal/emotion-badge.tsx';
import { Insights } from '../../components/journal/entry-card.tsx';
import { GuidanceBlock } from '../../components/journal/guidance-block.tsx';
import { EntryCounter } from '../../components/journal/entry-counter.tsx';
import {
  CATEGORY_LABEL,
  EMOTION_LABEL,
  entryTime,
  percent,
  PRIVACY_LABEL,
} from '../../components/journal/journal-words.ts';
import { localIsoDate, MoodPicker } from '../../components/journal/mood-picker.tsx';
import { clearEditDraft, readEditDraft, writeEditDraft } from '../../components/journal/draft-store.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const CATEGORY_OPTIONS = ENTRY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABEL[value] }));
const PRIVACY_OPTIONS = (['private', 'shareable'] as const).map((value) => ({
  value,
  label: PRIVACY_LABEL[value],
}));

/** The entry's date as a reader sees it: "Friday, 27 November 2026". */
function longDate(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** "Innerweather read: 63% sadness": the analysis stays visible beside the user's own mood. */
function AnalysisRead({ entry }: { entry: TEntry }) {
  const analysis = entry.emotions[0];
  // A mood-only day (a Daylio line without a note) has no text to analyse: "not analysed yet" would wait forever.
  if (!analysis && entry.content.trim() === '') {
    return (
      <Text size="sm" c="dimmed" data-testid="analysis-read">
        A mood-only entry: there is no text for Innerweather to read.
      </Text>
    );
  }
  if (!analysis) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {entry.analysisStatus === 'pending' ? 'Innerweather is reading your entry…' : 'Not analysed yet'}
      </Text>
    );
  }
  if (!analysis.dominantEmotion) {
    return (
      <Text size="sm" c="dimmed" data-testid="analysis-read">
        {analysis.insights[0] ?? 'No emotion read'}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="analysis-read">
      Innerweather read: {percent(dominantShare(analysis))}{' '}
      {EMOTION_LABEL[analysis.dominantEmotion].toLowerCase()}
    </Text>
  );
}

function EditForm({ entry, onDone }: { entry: TEntry; onDone: () => void }) {
  const utils = trpc.useUtils();
  // Never lose a word, as in the New Journal Entry dialog: the edited text is kept in this browser as it is typed
  // (a reload or a click elsewhere), taken up again here, and cleared on save or Cancel.
  const [content, setContent] = useState(() => readEditDraft(entry.id, entry.content) ?? entry.content);
  const [category, setCategory] = useState<TEntryCategory | null>(entry.category);
  const [privacyLevel, setPrivacyLevel] = useState<TPrivacyLevel>(entry.privacyLevel);
  const shownDate = localIsoDate(new Date(entry.createdAt));
  const [date, setDate] = useState(shownDate);
  const [tags, setTags] = useState<string[]>(entry.tags);
  // Only what was changed is sent: an imported entry beyond the editor's 2,000 characters (or a mood-only day)
  // keeps its text when its category is set, and a date shown in this browser's zone never moves the entry.
  const textChanged = content !== entry.content;
  // Changed text may keep the entry's own length where an import made it longer than 2,000 (as the server allows).
  const contentCheck = textChanged
    ? entryEditContentSchema(entry.content.trim().length).safeParse(content)
    : ({ success: true } as const);
  const update = trpc.entries.update.useMutation({
    onSuccess: (saved) => {
      utils.entries.get.setData({ id: entry.id }, saved);
      // A new date moves the entry to another day of the timeline, calendar and recommendations.
      void utils.entries.invalidate();
      void utils.stats.invalidate();
      void utils.emotions.invalidate();
      void utils.recommendations.invalidate();
      void utils.guidance.invalidate();
      toast.success({ title: 'Entry updated', message: 'Your changes are saved.' });
      clearEditDraft(entry.id);
      onDone();
    },
    onError: (error) => toast.error({ title: 'Could not save', message: error.message }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!contentCheck.success) return;
        update.mutate({
          id: entry.id,
          ...(textChanged ? { content } : {}),
          ...(category !== entry.category ? { category } : {}),
          ...(privacyLevel !== entry.privacyLevel ? { privacyLevel } : {}),
          ...(date !== shownDate ? { entryDate: date } : {}),
          ...(tags.join('\n') !== entry.tags.join('\n') ? { tags } : {}),
        });
      }}
      noValidate
    >
      <Stack gap="md">
        <Textarea
          label="Entry"
          autosize
          minRows={8}
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            writeEditDraft(entry.id, e.currentTarget.value, entry.content);
          }}
          error={contentCheck.success ? undefined : contentCheck.error.issues[0]?.message}
          classNames={{ input: 'reading-text' }}
          // As in the New Journal Entry dialog: the counter under the text, then any error.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <EntryCounter length={content.trim().length} max={entryEditLimit(entry.content.trim().length)} />
          }
          styles={{ description: { textAlign: 'right', marginTop: 6 } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            type="date"
            label="Date"
            value={date}
            max={localIsoDate(new Date())}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Select
            label="Category"
            placeholder="Choose one (optional)"
            data={CATEGORY_OPTIONS}
            value={category}
            clearable
            onChange={(value) => setCategory(value)}
          />
          <Select
            label="Privacy"
            data={PRIVACY_OPTIONS}
            value={privacyLevel}
            allowDeselect={false}
            onChange={(value) => value && setPrivacyLevel(value)}
          />
        </SimpleGrid>
        <TagsInput
          label="Tags"
          description="Up to 10, each up to 30 characters"
          value={tags}
          onChange={setTags}
          maxTags={10}
          splitChars={[',']}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              clearEditDraft(entry.id);
              onDone();
            }}
            disabled={update.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Revisions({ entryId }: { entryId: string }) {
  const [open, setOpen] = useState(false);
  const revisions = trpc.entries.revisions.useQuery({ id: entryId }, { enabled: open });
  return (
    <Stack gap="sm">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? 'Hide earlier versions' : 'Earlier versions'}
      </Anchor>
      {open &&
        (revisions.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            This entry has not been edited.
          </Text>
        ) : (
          revisions.data?.map((r) => (
            <Card key={r.id} withBorder padding="sm" component="section" aria-label="Earlier version">
              <Text size="xs" c="dimmed">
                Until {longDate(r.replacedAt)}, {entryTime(r.replacedAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} className="reading-text">
                {r.content}
              </Text>
            </Card>
          ))
        ))}
    </Stack>
  );
}

/** /entries/{id}: one entry to read (reading font), its mood, analysis and guidance, and Edit. */
export function EntryPage() {
  const { id } = useParams<{ id: string }>();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  // Discarding an unsaved edit (kept in localStorage) shows the page again without it.
  const [, setDraftGone] = useState(0);
  const entry = trpc.entries.get.useQuery({ id }, { retry: false });
  const guidance = trpc.guidance.listForEntry.useQuery({ id }, { enabled: entry.isSuccess });
  const setMood = trpc.entries.update.useMutation({
    onSuccess: (saved) => {
      utils.entries.get.setData({ id }, saved);
      void utils.entries.recent.invalidate();
      void utils.entries.list.invalidate();
      void utils.stats.invalidate();
      void utils.emotions.invalidate();
      // The recommendations count the own mood too ("joy or calm was the main emotion in …").
      void utils.recommendations.invalidate();
    },
    onError: () => toast.error({ title: 'Error', message: 'Could not set your mood. Please try again.' }),
  });

  if (entry.isError) {
    return (
      <Page title="Entry not found">
        <Text>
          This entry does not exist or is not yours.{' '}
          <Anchor component={Link} href="/entries">
            All entries
          </Anchor>
        </Text>
      </Page>
    );
  }
  const data = entry.data;
  if (!data) return <Page title="Entry">{null}</Page>;
  const ownMood = data.moodSource === 'you' ? data.mood : null;
  const unsavedEdit = !editing && readEditDraft(id, data.content) !== null;

  return (
    <Page
      title={longDate(data.createdAt)}
      description={`${entryTime(data.createdAt)}${data.editedAt ? ' · edited' : ''}`}
      size="md"
      actions={
        !editing && (
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {unsavedEdit && (
        <Alert color="orange" variant="light" title="Unsaved changes" data-testid="edit-draft">
          <Group gap="sm" justify="space-between">
            <Text size="sm">Your changes to this entry were not saved. They are kept on this device.</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => setEditing(true)}>
                Continue editing
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  clearEditDraft(id);
                  setDraftGone((n) => n + 1);
                }}
              >
                Discard
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <Card padding="xl" component="article" aria-label="Entry">
        {editing ? (
          <EditForm entry={data} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="lg">
            {data.content.trim() === '' ? (
              <Text c="dimmed">No text, only a mood. Edit to add words to this day.</Text>
            ) : (
              <Text className="reading-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.content}
              </Text>
            )}
            {(data.category || data.tags.length > 0) && (
              <Group gap={6}>
                {data.category && (
                  <Badge
                    variant="light"
                    color="dusk"
                    radius="sm"
                    styles={{ label: { textTransform: 'none' } }}
                  >
                    {CATEGORY_LABEL[data.category]}
                  </Badge>
                )}
                {data.tags.map((tag) => (
                  <Badge
                    key={tag}
                    variant="outline"
                    color="gray"
                    radius="sm"
                    styles={{ label: { textTransform: 'none' } }}
                  >
                    #{tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        )}
      </Card>

      <Card padding="lg" component="section" aria-labelledby="mood-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="mood-title">
            How did it feel?
          </Title>
          <MoodPicker
            value={ownMood}
            onChange={(mood) => setMood.mutate({ id, mood })}
            disabled={setMood.isPending}
          />
          <AnalysisRead entry={data} />
          <Insights entry={data} />
        </Stack>
      </Card>

      <GuidanceBlock items={guidance.data} />
      <Revisions entryId={id} />
    </Page>
  );
}
