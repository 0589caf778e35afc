import { Alert, Anchor, Button, FileInput, Group, List, Progress, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { entriesCount } from '@innerweather/validators/plural';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { type MoodMap, MoodMapping, type RenamedMood } from './mood-mapping.tsx';

/** While a job runs its state is read again this often. */
const POLL_MS = 700;

const SOURCES = [
  { value: 'dayone', label: 'Day One (export zip or Journal.json)' },
  { value: 'daylio', label: 'Daylio (CSV export or .daylio backup)' },
  { value: 'innerweather', label: 'Innerweather (an export of this app)' },
] as const;
type TSource = (typeof SOURCES)[number]['value'];

interface Preview {
  counts: { found: number; new: number; duplicates: number; skipped: number };
  from: string | null;
  to: string | null;
  errors: Array<{ line: number; message: string }>;
  unmappedMoods: RenamedMood[];
}

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';

/** The download link's path: the server signs it with APP_URL, the browser follows it on this origin. */
const sameOrigin = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

/** The two exports: everything (the zip), or only the entries marked shareable, as a document for a therapist. */
const EXPORTS = {
  everything: {
    button: 'Export My Data',
    link: 'Download your data (zip, link valid for an hour)',
  },
  shareable: {
    button: 'Export shareable entries',
    link: 'Download the shareable entries (a readable document, link valid for an hour)',
  },
} as const;

/** What a ready export of the shareable entries holds, said before it is downloaded and handed on. */
function SharedCount({ count }: { count: number }) {
  return count === 0 ? (
    <Text size="sm" maw={360} ta="right" data-testid="shared-count">
      No entries are marked “Shareable with therapist”, so there is nothing to share. Set an entry’s privacy
      to “Shareable with therapist” to include it.
    </Text>
  ) : (
    <Text size="sm" maw={360} ta="right" data-testid="shared-count">
      {entriesCount(count)} marked “Shareable with therapist”: dates, text and mood only. Private entries are
      not included.
    </Text>
  );
}

/**
 * Settings → Export My Data (or only the shareable entries): a job builds the file with a progress bar, then a link
 * that works for an hour.
 */
export function ExportMyData({ contents = 'everything' }: { contents?: keyof typeof EXPORTS }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = trpc.account.requestExport.useMutation({
    onSuccess: ({ id }) => setExportId(id),
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Could not start the export') }),
  });
  const state = trpc.account.getExport.useQuery(
    { id: exportId ?? '' },
    {
      enabled: exportId !== null,
      refetchInterval: (query) =>
        query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : POLL_MS,
    },
  );
  const current = state.data;
  const busy =
    start.isPending || (exportId !== null && current?.status !== 'ready' && current?.status !== 'failed');
  const texts = EXPORTS[contents];
  const ready = current?.status === 'ready' && current.downloadUrl ? current.downloadUrl : null;
  const nothingShared = contents === 'shareable' && current?.entryCount === 0;
  return (
    <Stack gap="xs" align="flex-end">
      <Button variant="default" loading={busy} onClick={() => start.mutate({ contents })}>
        {texts.button}
      </Button>
      {exportId && current && current.status !== 'ready' && current.status !== 'failed' ? (
        <Progress value={current.progress} w={220} aria-label="Export progress" animated />
      ) : null}
      {current?.status === 'failed' ? (
        <Text size="sm" c="red">
          The export failed. Please try again.
        </Text>
      ) : null}
      {ready && contents === 'shareable' && current?.entryCount != null ? (
        <SharedCount count={current.entryCount} />
      ) : null}
      {ready && !nothingShared ? (
        <Anchor href={sameOrigin(ready)} download size="sm">
          {texts.link}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** At most this many of a preview's line notes are listed; the rest are counted. */
const NOTES_SHOWN = 5;

/** Why lines are left out or kept with less (a mood Daylio's five do not name), before the import is started. */
function LineNotes({ notes }: { notes: Preview['errors'] }) {
  if (notes.length === 0) return null;
  return (
    <List size="sm" mt={6} spacing={2} data-testid="import-notes">
      {notes.slice(0, NOTES_SHOWN).map((note) => (
        <List.Item key={`${note.line}:${note.message}`}>
          Line {note.line}: {note.message}
        </List.Item>
      ))}
      {notes.length > NOTES_SHOWN ? <List.Item>and {notes.length - NOTES_SHOWN} more</List.Item> : null}
    </List>
  );
}

/** Import from Day One, Daylio or an Innerweather export: a preview first, then the import with its progress. */
export function ImportJournal() {
  const [source, setSource] = useState<TSource>('daylio');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  // The renamed moods of the file as its first preview found them, and the user's answer for each.
  const [renamed, setRenamed] = useState<RenamedMood[]>([]);
  const [moodMap, setMoodMap] = useState<MoodMap>({});
  // Only the latest call's answer is shown: a preview answered after a newer call (a mapping changed twice, or
  // the import started) would bring back counts that no longer hold.
  const latestCall = useRef(0);
  const state = trpc.account.getImport.useQuery(
    { id: importId ?? '' },
    {
      enabled: importId !== null,
      refetchInterval: (query) => {
        const data = query.state.data;
        if (!data) return POLL_MS;
        const writing = data.status === 'queued' || data.status === 'running';
        return writing || data.analysis.done < data.analysis.total ? POLL_MS : false;
      },
    },
  );

  function forget() {
    setPreview(null);
    setRenamed([]);
    setMoodMap({});
  }

  /** A dry run (again with each change of the mapping, so its counts follow it), or the import itself. */
  async function send(dryRun: boolean, map: MoodMap) {
    if (!file) return;
    const call = ++latestCall.current;
    setPending(true);
    setProblem(null);
    const query = new URLSearchParams({ source });
    if (dryRun) query.set('dryRun', 'true');
    if (Object.keys(map).length > 0) query.set('moodMap', JSON.stringify(map));
    try {
      const response = await fetch(`/api/account/import?${query.toString()}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      });
      const body = (await response.json().catch(() => null)) as
        (Preview & { id?: string; message?: string }) | null;
      if (call !== latestCall.current) return;
      if (!response.ok) {
        setProblem(body?.message ?? 'The file could not be read');
        setPreview(null);
      } else if (dryRun) {
        setPreview(body);
        if (Object.keys(map).length === 0) setRenamed(body?.unmappedMoods ?? []);
        // A new preview is a new import: the last one's "Imported …" line would read as this file's.
        setImportId(null);
      } else if (body?.id) {
        setImportId(body.id);
        forget();
      }
    } catch {
      if (call === latestCall.current) setProblem('The file could not be sent. Please try again.');
    } finally {
      if (call === latestCall.current) setPending(false);
    }
  }

  const current = state.data;
  return (
    <Stack gap="sm" w="100%">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="From"
          data={SOURCES.map((s) => ({ value: s.value, label: s.label }))}
          value={source}
          onChange={(value) => {
            if (value) setSource(value);
            forget();
          }}
          allowDeselect={false}
          // Wide enough for the longest source's whole name; the full width on a phone.
          w={{ base: '100%', xs: 360 }}
        />
        <FileInput
          label="File"
          placeholder="Choose a file"
          value={file}
          onChange={(f) => {
            setFile(f);
            forget();
            setProblem(null);
          }}
          accept=".zip,.json,.csv,.daylio"
          w={{ base: '100%', xs: 260 }}
          clearable
        />
        <Button
          variant="default"
          disabled={!file}
          loading={pending && !preview}
          onClick={() => {
            setMoodMap({});
            void send(true, {});
          }}
        >
          Preview
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" title="This file cannot be imported">
          {problem}
        </Alert>
      ) : null}
      {preview ? (
        <Alert color="blue" title="Preview">
          <Text size="sm" data-testid="import-preview">
            {entriesCount(preview.counts.found)} from {day(preview.from)} to {day(preview.to)};{' '}
            {preview.counts.duplicates} already here, {preview.counts.new} to add
            {preview.counts.skipped > 0 ? `, ${preview.counts.skipped} left out` : ''}.
          </Text>
          <LineNotes notes={preview.errors} />
          <MoodMapping
            moods={renamed}
            value={moodMap}
            disabled={pending}
            onChange={(next) => {
              setMoodMap(next);
              void send(true, next);
            }}
          />
          <Button
            mt="sm"
            disabled={preview.counts.new === 0}
            loading={pending}
            onClick={() => void send(false, moodMap)}
          >
            Import {entriesCount(preview.counts.new)}
          </Button>
        </Alert>
      ) : null}
      {current ? (
        <Stack gap={6} data-testid="import-progress">
          <Text size="sm">
            {current.status === 'done'
              ? `Imported ${entriesCount(current.counts.imported)} (${current.counts.duplicates} already here).`
              : current.status === 'failed'
                ? 'The import failed. Nothing more will be written; please try again.'
                : `Importing… ${current.counts.imported} of ${current.counts.found}`}
          </Text>
          <Progress value={current.progress} aria-label="Import progress" />
          {current.analysis.total > 0 ? (
            <>
              <Text size="sm" c="dimmed">
                Analysed {current.analysis.done} of {current.analysis.total}, oldest first
              </Text>
              <Progress
                value={(current.analysis.done / current.analysis.total) * 100}
                aria-label="Analysis progress"
                color="teal"
              />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
