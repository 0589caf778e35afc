import {
  ENTRY_CATEGORIES,
  ZEntryCreateSchema,
  type TEmotion,
  type TEntryCategory,
  type TPrivacyLevel,
} from '@innerweather/validators/journal';
import {
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { localIsoDate, MoodPicker } from './mood-picker.tsx';
import { clearDraft, readDraft, writeDraft } from './draft-store.ts';
import { showAnalysingToast, toast } from '../../lib/toast.ts';
import { idempotent, type RouterInputs, trpc } from '../../lib/trpc.ts';
import { EntryAllowance } from './entry-allowance.tsx';
import { EntryCounter } from './entry-counter.tsx';
import { entrySaveFailure } from './entry-errors.ts';
import { CATEGORY_LABEL, PRIVACY_LABEL } from './journal-words.ts';
import { useRefreshAfterSave } from './use-journal-refresh.ts';

/** Spec section 8: after the logged-out toast, the person goes to /auth half a second later. */
const SIGNED_OUT_REDIRECT_MS = 500;

const CATEGORY_OPTIONS = ENTRY_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABEL[value] }));
const PRIVACY_OPTIONS = (['private', 'shareable'] as const).map((value) => ({
  value,
  label: PRIVACY_LABEL[value],
}));

interface EntryFormValues {
  content: string;
  category: TEntryCategory | null;
  privacyLevel: TPrivacyLevel;
  entryDate: string;
  tags: string[];
  mood: TEmotion | null;
}

const emptyEntry = (): EntryFormValues => ({
  content: '',
  category: null,
  privacyLevel: 'private',
  entryDate: localIsoDate(new Date()),
  tags: [],
  mood: null,
});

/** Gentle questions to start from; never about crisis or harm. One is offered per opening, and can be dismissed. */
const PROMPTS = [
  'What made you smile today, even a little?',
  'What is taking up most of your thoughts right now?',
  'What would you like to let go of before tomorrow?',
  'Who did you feel close to today?',
  'What did your body need today?',
  'What is one thing you are looking forward to?',
];

function contentError(content: string): string | null {
  const result = ZEntryCreateSchema.shape.content.safeParse(content);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The New Journal Entry dialog of spec section 2: write, choose category and privacy, "Analyze & Save". */
export function NewEntryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refreshAfterSave = useRefreshAfterSave();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirectTimer.current ?? undefined), []);

  const form = useForm<EntryFormValues>({
    initialValues: emptyEntry(),
    validate: { content: contentError },
    // Never lose a word: the draft is kept in this browser as it is typed (cleared on save and sign-out).
    onValuesChange: (values) => writeDraft(values.content),
  });
  // Read at once: the dialog mounts as it opens (new-entry-writer.tsx), already full-screen on a phone.
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const [offeredDraft, setOfferedDraft] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    const draft = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once per opening, from localStorage
    setOfferedDraft(draft && draft !== form.getValues().content ? draft : null);
    setPrompt(PROMPTS[Math.floor(Date.now() / 86_400_000) % PROMPTS.length] ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  const closeAsking = () => {
    if (create.isPending) return;
    if (
      form.getValues().content.trim() &&
      !window.confirm('Close without saving? Your draft stays on this device.')
    )
      return;
    onClose();
  };

  const utils = trpc.useUtils();
  // Free users see what is left of this month's allowance; pro users (limit null) see nothing.
  const allowance = trpc.entries.allowance.useQuery(undefined, { enabled: opened });

  // Through the client itself: each call carries the Idempotency-Key of its submission (lib/trpc.ts).
  const create = useMutation({
    mutationFn: ({ input, key }: { input: RouterInputs['entries']['create']; key: string }) =>
      utils.client.entries.create.mutate(input, { context: idempotent(key) }),
    onSettled: () => void utils.entries.allowance.invalidate(),
    onSuccess: (saved) => {
      // The analysis runs after the save: the spec's text once it is there, the truth until then.
      if (saved.analysisStatus === 'complete')
        toast.success({ title: 'Entry saved', message: 'Your journal entry has been analyzed and saved!' });
      else showAnalysingToast(saved.id);
      clearDraft();
      form.setValues(emptyEntry());
      onClose();
      refreshAfterSave(saved);
    },
    onError: (error) => {
      const failure = entrySaveFailure(error);
      toast.error(failure.toast);
      if (failure.signedOut) {
        // A full load of /auth: nothing of this session stays in memory, and the signed-in routes (which send
        // /auth back to /) are never asked to handle it.
        redirectTimer.current = setTimeout(() => window.location.assign('/auth'), SIGNED_OUT_REDIRECT_MS);
      }
    },
  });

  // One Idempotency-Key per text submitted: Save pressed again after a lost answer does not save the entry twice,
  // and an edited text is a new submission with a key of its own.
  const submission = useRef<{ key: string; content: string } | null>(null);
  // form.onSubmit only wraps the handler; the ref is read when the form is submitted, not during render.
  // eslint-disable-next-line react-hooks/refs
  const save = form.onSubmit((values) => {
    if (submission.current?.content !== values.content)
      submission.current = { key: crypto.randomUUID(), content: values.content };
    create.mutate({
      input: {
        content: values.content,
        category: values.category ?? undefined,
        privacyLevel: values.privacyLevel,
        ...(values.entryDate && values.entryDate !== localIsoDate(new Date())
          ? { entryDate: values.entryDate }
          : {}),
        ...(values.tags.length > 0 ? { tags: values.tags } : {}),
        ...(values.mood ? { mood: values.mood } : {}),
      },
      key: submission.current.key,
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={closeAsking}
      fullScreen={phone}
      data-testid="new-entry-dialog"
      title={
        <Text component="span" fw={650} fz="lg">
          New Journal Entry
        </Text>
      }
      size="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={save}
        noValidate
        onKeyDown={(event) => {
          // Ctrl+Enter (Cmd+Enter on a Mac) saves.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          }
        }}
      >
        <Stack gap="md">
          {offeredDraft && (
            <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="draft-offer">
              <Text size="sm">You have an unsaved draft.</Text>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    form.setFieldValue('content', offeredDraft);
                    setOfferedDraft(null);
                  }}
                >
                  Restore draft
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => {
                    clearDraft();
                    setOfferedDraft(null);
                  }}
                >
                  Discard
                </Button>
              </Group>
            </Group>
          )}
          {allowance.data?.limit != null && allowance.data.left !== null && (
            <EntryAllowance limit={allowance.data.limit} left={allowance.data.left} />
          )}
          {prompt && form.values.content === '' && (
            <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="writing-prompt">
              <Text size="sm" c="dimmed" fs="italic">
                {prompt}
              </Text>
              <CloseButton size="sm" aria-label="Hide the writing prompt" onClick={() => setPrompt(null)} />
            </Group>
          )}
          <Textarea
            label="How are you feeling today?"
            placeholder="Write whatever is on your mind: what happened, how it felt, what you need…"
            autosize
            minRows={phone ? 10 : 6}
            maxRows={phone ? 18 : 14}
            data-autofocus
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={<EntryCounter length={form.values.content.trim().length} />}
            styles={{ description: { textAlign: 'right', marginTop: 6 } }}
            {...form.getInputProps('content')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label="Category"
              placeholder="Choose one (optional)"
              data={CATEGORY_OPTIONS}
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category')}
            />
            <Select
              label="Privacy"
              data={PRIVACY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('privacyLevel')}
            />
            <TextInput
              type="date"
              label="Date"
              max={localIsoDate(new Date())}
              {...form.getInputProps('entryDate')}
            />
            <TagsInput
              label="Tags"
              placeholder="Add a tag (optional)"
              maxTags={10}
              splitChars={[',']}
              {...form.getInputProps('tags')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              My mood (optional)
            </Text>
            <MoodPicker value={form.values.mood} onChange={(mood) => form.setFieldValue('mood', mood)} />
          </Stack>
          <Text size="xs" c="dimmed">
            Your words are encrypted and analysed by your own Innerweather server, never by an outside
            service.
          </Text>
          <Group justify="flex-end" gap="sm" mt={4}>
            <Button variant="default" type="button" onClick={closeAsking} disabled={create.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={create.isPending}
              leftSection={create.isPending ? <Loader size={14} color="currentColor" /> : undefined}
            >
              {create.isPending ? 'Analyzing...' : 'Analyze & Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
