import {
  isHostedVideoUrl,
  LEVELS,
  type TLevel,
  type TModule,
  videoFileProblem,
  ZModuleCreateSchema,
} from '@innerweather/validators/learn';
import {
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { LEVEL_LABEL } from '../../../components/learn/learn-words.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../lib/trpc.ts';
import { putVideo, videoPathOf } from './upload-video.ts';

interface ModuleFormValues {
  title: string;
  summary: string;
  durationMin: number | string;
  level: TLevel;
  isPreview: boolean;
  videoUrl: string;
}

const EMPTY: ModuleFormValues = {
  title: '',
  summary: '',
  durationMin: 15,
  level: 'beginner',
  isPreview: false,
  videoUrl: '',
};

const fieldError =
  (field: 'title' | 'summary' | 'durationMin' | 'videoUrl') =>
  (value: unknown): string | null => {
    const result = ZModuleCreateSchema.shape[field].safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; name: string }
  | { phase: 'done'; name: string }
  | { phase: 'failed' };

/**
 * The module dialog of the Learning Content tab, in add mode (a track chosen) or edit mode (a module given). The
 * video comes from a YouTube or Vimeo link or from a file uploaded here with a progress bar.
 */
export function ModuleDialog({
  opened,
  onClose,
  trackId,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  trackId: string | null;
  editing: TModule | null;
}) {
  const utils = trpc.useUtils();
  const form = useForm<ModuleFormValues>({
    initialValues: EMPTY,
    validate: {
      title: fieldError('title'),
      summary: fieldError('summary'),
      durationMin: fieldError('durationMin'),
      videoUrl: fieldError('videoUrl'),
    },
  });
  const [source, setSource] = useState<'link' | 'upload'>('link');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    const values = editing
      ? {
          title: editing.title,
          summary: editing.summary,
          durationMin: editing.durationMin,
          level: editing.level,
          isPreview: editing.isPreview,
          videoUrl: editing.videoUrl ?? '',
        }
      : EMPTY;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // Resetting the dialog's fields when it opens: state set in an effect, on purpose.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSource(values.videoUrl.startsWith('/videos/') ? 'upload' : 'link');
    setLink(values.videoUrl.startsWith('/videos/') ? '' : values.videoUrl);
    setLinkError(null);
    setUpload({ phase: 'idle' });
    setFileError(null);
    // Filled once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const uploadUrl = trpc.videos.createUploadUrl.useMutation();
  const onSaved = async () => {
    await utils.learn.tracks.invalidate();
    onClose();
  };
  const create = trpc.learn.createModule.useMutation({
    onSuccess: async (module) => {
      toast.success({ title: 'Module added', message: `“${module.title}” was added to the track.` });
      await onSaved();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to create module') }),
  });
  const update = trpc.learn.updateModule.useMutation({
    onSuccess: async (module) => {
      toast.success({ title: 'Module updated', message: `“${module.title}” was saved.` });
      await onSaved();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to update module') }),
  });

  /** Spec section 5, "Video URL add". */
  const applyLink = () => {
    const value = link.trim();
    if (value === '') return setLinkError('Please enter a video URL');
    if (!isHostedVideoUrl(value)) return setLinkError('Please enter a valid YouTube or Vimeo URL');
    setLinkError(null);
    form.setFieldValue('videoUrl', value);
  };

  const chooseFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) return setFileError(problem);
    setUpload({ phase: 'uploading', percent: 0, name: file.name });
    try {
      const answer = await uploadUrl.mutateAsync({ filename: file.name, size: file.size });
      if (!answer.uploadURL) throw new Error('No upload URL received from backend');
      await putVideo(answer.uploadURL, file, (percent) =>
        setUpload({ phase: 'uploading', percent, name: file.name }),
      );
      form.setFieldValue('videoUrl', videoPathOf(answer.uploadURL));
      setUpload({ phase: 'done', name: file.name });
    } catch (error) {
      console.error('Video upload failed:', error instanceof Error ? error.message : error);
      setUpload({ phase: 'failed' });
      toast.error({ title: 'Upload Failed', message: 'Failed to upload video. Please try again.' });
    }
  };

  const save = form.onSubmit((values) => {
    const fields = {
      title: values.title,
      summary: values.summary,
      durationMin: Number(values.durationMin),
      level: values.level,
      isPreview: values.isPreview,
      videoUrl: values.videoUrl === '' ? null : values.videoUrl,
    };
    if (editing) update.mutate({ id: editing.id, ...fields });
    else if (trackId) create.mutate({ trackId, ...fields });
  });

  const uploading = upload.phase === 'uploading';
  const saving = create.isPending || update.isPending;

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit Module' : 'Add Module'} size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Textarea label="Summary" withAsterisk autosize minRows={3} {...form.getInputProps('summary')} />
          <Group grow align="flex-start">
            <NumberInput label="Duration (minutes)" min={1} {...form.getInputProps('durationMin')} />
            <Select
              label="Level"
              data={LEVELS.map((value) => ({ value, label: LEVEL_LABEL[value] }))}
              allowDeselect={false}
              {...form.getInputProps('level')}
            />
          </Group>
          <Switch label="Free preview" {...form.getInputProps('isPreview', { type: 'checkbox' })} />

          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Video
            </Text>
            <SegmentedControl
              value={source}
              onChange={(v) => setSource(v)}
              data={[
                { value: 'link', label: 'YouTube or Vimeo link' },
                { value: 'upload', label: 'Upload a file' },
              ]}
            />
            {source === 'link' ? (
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label="Video URL"
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={link}
                  onChange={(e) => setLink(e.currentTarget.value)}
                  error={linkError}
                />
                <Button variant="light" onClick={applyLink}>
                  Use link
                </Button>
              </Group>
            ) : (
              <Stack gap={6}>
                <FileInput
                  label="Video file"
                  description="MP4, MOV, AVI or WebM, up to 900MB"
                  accept="video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp4,.mov,.avi,.webm"
                  placeholder="Choose a video"
                  onChange={(file) => void chooseFile(file)}
                  error={fileError}
                  disabled={uploading}
                  clearable={false}
                />
                {upload.phase === 'uploading' && (
                  <Stack gap={2}>
                    <Progress value={upload.percent} animated aria-label="Upload progress" />
                    <Text size="xs" c="dimmed" data-testid="upload-progress">
                      Uploading {upload.name}: {upload.percent}%
                    </Text>
                  </Stack>
                )}
                {upload.phase === 'done' && (
                  <Text size="xs" c="teal">
                    Uploaded {upload.name}
                  </Text>
                )}
              </Stack>
            )}
            <Text size="xs" c={form.errors.videoUrl ? 'red' : 'dimmed'} data-testid="module-video-url">
              {form.errors.videoUrl ??
                (form.values.videoUrl ? `Video: ${form.values.videoUrl}` : 'No video yet')}
            </Text>
          </Stack>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              {editing ? 'Save Module' : 'Add Module'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
