import { LEVELS, type TLevel, ZTrackCreateSchema } from '@innerweather/validators/learn';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LEVEL_LABEL } from '../../../components/learn/learn-words.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../lib/trpc.ts';

interface TrackFormValues {
  title: string;
  description: string;
  slug: string;
  category: string;
  difficulty: TLevel;
  estimatedDuration: number | string;
  learningObjectives: string;
  prerequisites: string;
  isPremium: boolean;
  thumbnailUrl: string;
  tags: string;
}

const EMPTY: TrackFormValues = {
  title: '',
  description: '',
  slug: '',
  category: '',
  difficulty: 'beginner',
  estimatedDuration: 30,
  learningObjectives: '',
  prerequisites: '',
  isPremium: false,
  thumbnailUrl: '',
  tags: '',
};

type CheckedField =
  'title' | 'description' | 'slug' | 'category' | 'estimatedDuration' | 'learningObjectives' | 'thumbnailUrl';
const fieldError =
  (field: CheckedField) =>
  (value: unknown): string | null => {
    const result = ZTrackCreateSchema.shape[field].safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/** New Track (spec section 5, "Track form"): the same rules as the server. */
export function TrackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<TrackFormValues>({
    initialValues: EMPTY,
    validate: {
      title: fieldError('title'),
      description: fieldError('description'),
      slug: fieldError('slug'),
      category: fieldError('category'),
      estimatedDuration: (v) => fieldError('estimatedDuration')(v === '' ? undefined : Number(v)),
      learningObjectives: fieldError('learningObjectives'),
      thumbnailUrl: fieldError('thumbnailUrl'),
    },
  });

  const create = trpc.learn.createTrack.useMutation({
    onSuccess: async (track) => {
      toast.success({ title: 'Track created', message: `“${track.title}” is ready for its modules.` });
      form.reset();
      await utils.learn.tracks.invalidate();
      onClose();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to create learning track') }),
  });

  const save = form.onSubmit((v) =>
    create.mutate({
      title: v.title,
      description: v.description,
      slug: v.slug,
      category: v.category,
      difficulty: v.difficulty,
      estimatedDuration: Number(v.estimatedDuration),
      learningObjectives: v.learningObjectives,
      prerequisites: v.prerequisites.trim() || null,
      isPremium: v.isPremium,
      thumbnailUrl: v.thumbnailUrl.trim() || null,
      tags: v.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    }),
  );

  const titleProps = form.getInputProps('title');
  return (
    <Modal opened={opened} onClose={onClose} title="New Track" size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            withAsterisk
            {...titleProps}
            onChange={(event) => {
              const title = event.currentTarget.value;
              // The slug follows the title until someone edits it.
              if (form.values.slug === slugFrom(form.values.title))
                form.setFieldValue('slug', slugFrom(title));
              form.setFieldValue('title', title);
            }}
          />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <TextInput label="Slug" withAsterisk {...form.getInputProps('slug')} />
            <TextInput label="Category" withAsterisk {...form.getInputProps('category')} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Difficulty"
              data={LEVELS.map((value) => ({ value, label: LEVEL_LABEL[value] }))}
              allowDeselect={false}
              {...form.getInputProps('difficulty')}
            />
            <NumberInput
              label="Estimated duration (minutes)"
              min={1}
              {...form.getInputProps('estimatedDuration')}
            />
          </Group>
          <Textarea
            label="Learning objectives"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('learningObjectives')}
          />
          <TextInput label="Prerequisites" {...form.getInputProps('prerequisites')} />
          <TextInput label="Thumbnail URL" placeholder="https://…" {...form.getInputProps('thumbnailUrl')} />
          <TextInput label="Tags" placeholder="breathing, sleep" {...form.getInputProps('tags')} />
          <Switch
            label="Premium (Pro members only)"
            {...form.getInputProps('isPremium', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Track
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
