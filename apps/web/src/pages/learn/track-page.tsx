import type { TModule, TTrack } from '@innerweather/validators/learn';
import {
  ActionIcon,
  Affix,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSignedInUser } from '../../auth/current-user.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { Page } from '../../components/page.tsx';
import { IconSchool } from '../../components/icons.tsx';
import { LEARN_CACHE, LEVEL_COLOR, LEVEL_LABEL, modulesWord } from '../../components/learn/learn-words.ts';
import { ModulePlayer } from '../../components/learn/module-player.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function TrackPage() {
  const { slug } = useParams<{ slug: string }>();
  const tracks = trpc.learn.tracks.useQuery(undefined, {
    staleTime: LEARN_CACHE.tracksOnTrack,
    refetchOnWindowFocus: true,
  });
  if (tracks.isPending) return <PageLoader />;
  const track = tracks.data?.find((t) => t.slug === slug);
  if (!track) return <TrackNotFound slug={slug} tracks={tracks.data ?? []} failed={tracks.isError} />;
  return <TrackView track={track} />;
}

function TrackNotFound({ slug, tracks, failed }: { slug: string; tracks: TTrack[]; failed: boolean }) {
  return (
    <Page title="Track not found">
      <Card withBorder>
        <Stack gap="sm">
          <Text>We could not find the learning track “{slug}”.</Text>
          <Text size="xs" c="dimmed" ff="monospace" data-testid="track-debug">
            Looked for slug “{slug}” among {tracks.length} loaded track{tracks.length === 1 ? '' : 's'}
            {failed ? ' (the track list failed to load)' : ''}.
          </Text>
          {tracks.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Available tracks
              </Text>
              {tracks.map((t) => (
                <Anchor key={t.id} component={Link} href={`/learn/track/${t.slug}`}>
                  {t.title}
                </Anchor>
              ))}
            </Stack>
          )}
          <Button component={Link} href="/learn" variant="light" w="fit-content">
            Back to Learning
          </Button>
        </Stack>
      </Card>
    </Page>
  );
}

function TrackView({ track }: { track: TTrack }) {
  const user = useSignedInUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const progress = trpc.learn.trackProgress.useQuery({ trackId: track.id });
  const completedIds = new Set(progress.data?.completedModules ?? []);

  const requested = new URLSearchParams(search).get('module');
  const modules = track.modules;
  const index = Math.max(
    0,
    modules.findIndex((m) => m.id === requested),
  );
  const current: TModule | undefined = modules[index];
  const previous: TModule | undefined = modules[index - 1];
  const next: TModule | undefined = modules[index + 1];
  const locked = track.isPremium && user.subscriptionStatus !== 'pro' && user.role !== 'admin';

  const select = (module: TModule) => {
    navigate(`/learn/track/${track.slug}?module=${encodeURIComponent(module.id)}`);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [current?.id]);

  const complete = trpc.learn.completeModule.useMutation({
    onSuccess: async (_result, { id }) => {
      const done = new Set(completedIds).add(id);
      utils.learn.trackProgress.setData({ trackId: track.id }, (old) => ({
        trackId: track.id,
        completedModules: [...new Set([...(old?.completedModules ?? []), id])],
      }));
      void utils.learn.stats.invalidate();
      void utils.learn.recommendations.invalidate();
      const position = modules.findIndex((m) => m.id === id);
      const next = modules[position + 1];
      if (modules.every((m) => done.has(m.id))) {
        toast.success({ title: 'Track Completed!', message: `You finished every module of ${track.title}.` });
      } else if (next) {
        toast.success({ title: 'Module Completed!', message: `Up next: ${next.title}` });
        select(next);
      } else {
        toast.success({ title: 'Module Completed!', message: 'A few modules of this track are still open.' });
      }
      await progress.refetch();
    },
    onError: (error) => {
      toast.error({
        title: 'Error',
        message: `Failed to mark module as completed: ${errorMessage(error, 'Please try again')}`,
      });
    },
  });

  const completedCount = modules.filter((m) => completedIds.has(m.id)).length;
  const percent = modules.length === 0 ? 0 : Math.round((completedCount / modules.length) * 100);

  return (
    <Page
      title={track.title}
      description={
        <Anchor component={Link} href="/learn">
          Back to Learning
        </Anchor>
      }
    >
      <Stack gap="sm">
        <Text>{track.description}</Text>
        <Group gap="xs">
          <Badge color={LEVEL_COLOR[track.difficulty]} variant="light">
            {LEVEL_LABEL[track.difficulty]}
          </Badge>
          {track.isPremium && (
            <Badge color="orange" variant="light">
              Pro
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {track.estimatedDuration} min · {modulesWord(modules.length)}
          </Text>
        </Group>
        {modules.length > 0 && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Your progress
              </Text>
              <Text size="sm" c="dimmed" data-testid="track-page-progress">
                {completedCount}/{modules.length} completed
              </Text>
            </Group>
            <Progress value={percent} aria-label="Track progress" />
            {percent === 100 && (
              <Badge color="teal" size="lg" variant="light">
                Track Completed
              </Badge>
            )}
          </Stack>
        )}
      </Stack>

      {!current ? (
        <Card withBorder p="xl">
          <Stack align="center" ta="center" gap="xs">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconSchool size={28} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              Coming Soon
            </Title>
            <Text c="dimmed">Video modules for this track are being prepared</Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder padding="lg" component="section" aria-label="Current module">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Title order={2} fz="xl">
                    {current.title}
                  </Title>
                  <Group gap="xs" mt={4}>
                    <Text size="sm" c="dimmed">
                      {current.durationMin} min
                    </Text>
                    <Badge size="sm" variant="light" color={LEVEL_COLOR[current.level]}>
                      {LEVEL_LABEL[current.level]}
                    </Badge>
                    {current.isPreview && (
                      <Badge size="sm" variant="outline">
                        Preview
                      </Badge>
                    )}
                  </Group>
                </div>
                {completedIds.has(current.id) && (
                  <Badge color="teal" variant="filled" data-testid="module-completed">
                    Completed
                  </Badge>
                )}
              </Group>
              {locked && !current.isPreview ? (
                <Alert color="orange" variant="light" title="A Pro track">
                  The videos of this track play for Pro members.
                </Alert>
              ) : current.videoUrl ? (
                <ModulePlayer
                  key={current.id}
                  moduleId={current.id}
                  videoUrl={current.videoUrl}
                  title={current.title}
                  onComplete={() => {
                    if (!completedIds.has(current.id) && !locked) complete.mutate({ id: current.id });
                  }}
                />
              ) : (
                <Text c="dimmed">The video of this module is being prepared.</Text>
              )}
              <Text>{current.summary}</Text>
            </Stack>
          </Card>

          <Stack gap="xs" component="section" aria-labelledby="course-content" pb={80}>
            <Title order={2} fz="lg" id="course-content">
              Course Content
            </Title>
            <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {modules.map((m, i) => (
                <li key={m.id}>
                  <UnstyledButton
                    onClick={() => select(m)}
                    w="100%"
                    aria-current={m.id === current.id ? 'step' : undefined}
                  >
                    <Paper
                      withBorder
                      p="sm"
                      radius="md"
                      bg={m.id === current.id ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      <Group wrap="nowrap" gap="sm">
                        <ThemeIcon
                          radius="xl"
                          size={28}
                          variant={completedIds.has(m.id) ? 'filled' : 'light'}
                          color={completedIds.has(m.id) ? 'teal' : undefined}
                        >
                          <Text size="xs" fw={700}>
                            {i + 1}
                          </Text>
                        </ThemeIcon>
                        <Text
                          size="sm"
                          fw={m.id === current.id ? 600 : 400}
                          style={{ flex: 1 }}
                          lineClamp={2}
                        >
                          {m.title}
                        </Text>
                        {completedIds.has(m.id) && (
                          <Text size="xs" c="teal" fw={600}>
                            Completed
                          </Text>
                        )}
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {m.durationMin} min
                        </Text>
                      </Group>
                    </Paper>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Stack>

          <Affix position={{ bottom: 20, right: 20 }}>
            <Paper shadow="md" radius="xl" p={6} withBorder>
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  variant="light"
                  radius="xl"
                  size="lg"
                  aria-label="Previous module"
                  disabled={index === 0}
                  onClick={() => previous && select(previous)}
                >
                  ‹
                </ActionIcon>
                <Text size="sm" fw={600} miw={36} ta="center" data-testid="module-position">
                  {index + 1}/{modules.length}
                </Text>
                <ActionIcon
                  variant="light"
                  radius="xl"
                  size="lg"
                  aria-label="Next module"
                  disabled={index === modules.length - 1}
                  onClick={() => next && select(next)}
                >
                  ›
                </ActionIcon>
              </Group>
            </Paper>
          </Affix>
        </>
      )}
    </Page>
  );
}
