import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { TModule, TTrack } from '@innerweather/validators/learn';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { IconPencil, IconPlus } from '../../components/journal/journal-icons.tsx';
import { LEARN_CACHE, LEVEL_LABEL, modulesWord } from '../../components/learn/learn-words.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ModuleDialog } from './learning/module-dialog.tsx';
import { TrackDialog } from './learning/track-dialog.tsx';

const videoKind = (url: string | null) =>
  !url ? 'No video' : url.startsWith('/videos/') ? 'Uploaded' : /vimeo/i.test(url) ? 'Vimeo' : 'YouTube';

/** Spec section 5: deleting asks the browser for a confirmation first. */
const confirmed = (question: string) => window.confirm(question);

/**
 * The Learning Content tab of /admin (spec section 2): tracks with their modules, New Track, Add Module, module
 * edit and delete, delete track / all, Reset Data, and drag to reorder (with the keyboard too: focus a module's
 * handle, Space to lift, arrows to move, Space to drop).
 */
export function LearningContentTab() {
  const utils = trpc.useUtils();
  const tracks = trpc.learn.tracks.useQuery(undefined, { staleTime: LEARN_CACHE.tracksInAdmin });
  const [selectedTrackId, setSelectedTrackId] = useState<string | null>(null);
  const [trackDialog, setTrackDialog] = useState(false);
  const [moduleDialog, setModuleDialog] = useState<{
    trackId: string | null;
    editing: TModule | null;
  } | null>(null);

  const refresh = () => utils.learn.tracks.invalidate();
  const deleteVideo = trpc.videos.delete.useMutation();
  const deleteModule = trpc.learn.deleteModule.useMutation();
  const deleteTrack = trpc.learn.deleteTrack.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'Track deleted', message: 'Learning track deleted successfully' });
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to delete learning track') }),
  });
  const deleteAll = trpc.learn.deleteAllTracks.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'Tracks deleted', message: 'All learning tracks deleted successfully!' });
      setSelectedTrackId(null);
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to delete tracks') }),
  });
  const reset = trpc.learn.resetTracks.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'Data reset', message: 'The sample learning tracks are restored.' });
      setSelectedTrackId(null);
      await refresh();
    },
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to reset learning data') }),
  });
  const reorder = trpc.learn.reorderModules.useMutation({
    onSuccess: async () => {
      toast.success({ title: 'Saved', message: 'Modules reordered successfully!' });
      await refresh();
    },
    onError: async (error) => {
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to reorder modules') });
      await refresh();
    },
  });

  const removeModule = async (module: TModule) => {
    if (!confirmed(`Delete the module “${module.title}”?`)) return;
    try {
      await deleteModule.mutateAsync({ id: module.id });
    } catch (error) {
      toast.error({ title: 'Error', message: errorMessage(error, 'Failed to delete module') });
      return;
    }
    let message = 'Module deleted successfully';
    if (module.videoUrl?.startsWith('/videos/')) {
      // Spec section 7: a failure to remove the file is only logged.
      await deleteVideo
        .mutateAsync({ filename: module.videoUrl.slice('/videos/'.length) })
        .catch((error: unknown) => console.error('The video file was not deleted', error));
      message = 'Module and associated video deleted successfully!';
    }
    toast.success({ title: 'Module deleted', message });
    await refresh();
  };

  const onDragEnd = (track: TTrack) => (result: DropResult) => {
    const to = result.destination?.index;
    if (to === undefined || to === result.source.index) return;
    const order = track.modules.map((m) => m.id);
    const [moved] = order.splice(result.source.index, 1);
    if (moved === undefined) return;
    order.splice(to, 0, moved);
    // Shown at once; the server's answer (or a refresh after an error) settles it.
    utils.learn.tracks.setData(undefined, (old) =>
      old?.map((t) =>
        t.id === track.id
          ? { ...t, modules: order.flatMap((id) => t.modules.filter((m) => m.id === id)) }
          : t,
      ),
    );
    reorder.mutate({ id: track.id, moduleIds: order });
  };

  const addModule = () => {
    if (!selectedTrackId) {
      toast.error({ title: 'No track selected', message: 'Please select a track first' });
      return;
    }
    setModuleDialog({ trackId: selectedTrackId, editing: null });
  };

  const list = tracks.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setTrackDialog(true)}>
            New Track
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addModule}>
            Add Module
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            loading={reset.isPending}
            onClick={() => {
              if (
                confirmed('Replace every track with the sample tracks? Progress on deleted modules is lost.')
              )
                reset.mutate();
            }}
          >
            Reset Data
          </Button>
          <Button
            color="red"
            variant="light"
            loading={deleteAll.isPending}
            disabled={list.length === 0}
            onClick={() => {
              if (confirmed('Delete ALL learning tracks and their modules? This cannot be undone.'))
                deleteAll.mutate();
            }}
          >
            Delete All Tracks
          </Button>
        </Group>
      </Group>

      {tracks.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <Stack align="center" gap={4} ta="center">
            <Title order={3} fz="lg">
              No Learning Tracks
            </Title>
            <Text c="dimmed">Create a track with New Track, or restore the samples with Reset Data.</Text>
          </Stack>
        </Card>
      ) : (
        <Radio.Group value={selectedTrackId} onChange={setSelectedTrackId} aria-label="Track for new modules">
          <Stack gap="md">
            {list.map((track) => (
              <Card key={track.id} withBorder padding="md" component="section" aria-label={track.title}>
                <Stack gap="sm">
                  {/* On a phone the buttons go under the title rather than squeeze it into a column. */}
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Group
                      gap="sm"
                      align="flex-start"
                      wrap="nowrap"
                      style={{ flex: '1 1 240px', minWidth: 0 }}
                    >
                      <Radio value={track.id} aria-label={`Select ${track.title}`} mt={4} />
                      <div style={{ minWidth: 0 }}>
                        <Title order={3} fz="md">
                          {track.title}
                        </Title>
                        <Group gap={6} mt={2}>
                          <Text size="xs" c="dimmed">
                            /{track.slug} · {track.category} · {modulesWord(track.modules.length)}
                          </Text>
                          <Badge size="xs" variant="light">
                            {LEVEL_LABEL[track.difficulty]}
                          </Badge>
                          {track.isPremium && (
                            <Badge size="xs" color="orange" variant="light">
                              Pro
                            </Badge>
                          )}
                        </Group>
                      </div>
                    </Group>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          setSelectedTrackId(track.id);
                          setModuleDialog({ trackId: track.id, editing: null });
                        }}
                        aria-label={`Add a module to ${track.title}`}
                      >
                        Add Module
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => {
                          if (confirmed(`Delete the track “${track.title}” and all its modules?`))
                            deleteTrack.mutate({ id: track.id });
                        }}
                        aria-label={`Delete track ${track.title}`}
                      >
                        Delete Track
                      </Button>
                    </Group>
                  </Group>

                  {track.modules.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No modules yet.
                    </Text>
                  ) : (
                    <DragDropContext onDragEnd={onDragEnd(track)}>
                      <Droppable droppableId={track.id}>
                        {(drop) => (
                          <Stack
                            gap={6}
                            ref={drop.innerRef}
                            {...drop.droppableProps}
                            data-testid={`modules-${track.slug}`}
                          >
                            {track.modules.map((module, index) => (
                              <Draggable key={module.id} draggableId={module.id} index={index}>
                                {(drag) => (
                                  <Paper
                                    withBorder
                                    p="xs"
                                    radius="md"
                                    ref={drag.innerRef}
                                    {...drag.draggableProps}
                                    data-testid="admin-module"
                                  >
                                    <Group gap="sm" wrap="nowrap">
                                      <Text
                                        {...drag.dragHandleProps}
                                        aria-label={`Drag to reorder ${module.title}`}
                                        c="dimmed"
                                        fz="lg"
                                        px={4}
                                        style={{ cursor: 'grab', userSelect: 'none' }}
                                      >
                                        ⠿
                                      </Text>
                                      <Text size="sm" c="dimmed" w={20}>
                                        {index + 1}.
                                      </Text>
                                      <Text
                                        size="sm"
                                        fw={500}
                                        style={{ flex: 1 }}
                                        lineClamp={2}
                                        data-testid="admin-module-title"
                                      >
                                        {module.title}
                                      </Text>
                                      <Badge size="xs" variant="outline" visibleFrom="xs">
                                        {videoKind(module.videoUrl)}
                                      </Badge>
                                      <Text size="xs" c="dimmed" visibleFrom="xs">
                                        {module.durationMin} min
                                      </Text>
                                      <Tooltip label="Edit module">
                                        <ActionIcon
                                          variant="subtle"
                                          aria-label={`Edit ${module.title}`}
                                          onClick={() =>
                                            setModuleDialog({ trackId: track.id, editing: module })
                                          }
                                        >
                                          <IconPencil size={16} />
                                        </ActionIcon>
                                      </Tooltip>
                                      <Tooltip label="Delete module">
                                        <ActionIcon
                                          variant="subtle"
                                          color="red"
                                          aria-label={`Delete ${module.title}`}
                                          onClick={() => void removeModule(module)}
                                        >
                                          ×
                                        </ActionIcon>
                                      </Tooltip>
                                    </Group>
                                  </Paper>
                                )}
                              </Draggable>
                            ))}
                            {drop.placeholder}
                          </Stack>
                        )}
                      </Droppable>
                    </DragDropContext>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        </Radio.Group>
      )}

      <TrackDialog opened={trackDialog} onClose={() => setTrackDialog(false)} />
      <ModuleDialog
        opened={moduleDialog !== null}
        onClose={() => setModuleDialog(null)}
        trackId={moduleDialog?.trackId ?? null}
        editing={moduleDialog?.editing ?? null}
      />
    </Stack>
  );
}
