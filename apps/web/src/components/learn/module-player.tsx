import { COMPLETION_THRESHOLD, isUploadedVideoPath, VIDEO_PATH_PREFIX } from '@innerweather/validators/learn';
import { Anchor, AspectRatio, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import ReactPlayer from 'react-player';
import { trpc } from '../../lib/trpc.ts';
import { loadYouTubeApi, noCookieUrl } from './youtube-api.ts';

/** Watched seconds are sent in batches, not every second. */
const REPORT_EVERY_MS = 15_000;

interface ModulePlayerProps {
  moduleId: string;
  videoUrl: string;
  title: string;
  /** The video ended or passed 90% of its duration (once per module shown). */
  onComplete: () => void;
}

/**
 * One player for YouTube and Vimeo links and uploaded files (react-player): the same events drive watch time and
 * completion for all three. Uploaded files play through a signed, expiring URL asked for when shown.
 */
export function ModulePlayer({ moduleId, videoUrl, title, onComplete }: ModulePlayerProps) {
  const uploaded = isUploadedVideoPath(videoUrl);
  const playback = trpc.videos.playbackUrl.useQuery(
    { file: videoUrl.slice(VIDEO_PATH_PREFIX.length) },
    { enabled: uploaded, staleTime: 60 * 60_000 },
  );
  useEffect(() => {
    // Spec section 8: a failed video URL read is only logged; the spinner stays.
    if (playback.isError) console.error('Could not load the video', playback.error.message);
  }, [playback.isError, playback.error]);

  const record = trpc.learn.recordWatchTime.useMutation();
  const utils = trpc.useUtils();
  const pending = useRef(0);
  const lastTime = useRef<number | null>(null);
  const completed = useRef(false);
  const completeRef = useRef(onComplete);
  // The latest callback for the video's events (a ref written during render, on purpose).
  // eslint-disable-next-line react-hooks/refs
  completeRef.current = onComplete;

  // Sends what was watched so far; on a module switch and when the page closes too.
  useEffect(() => {
    completed.current = false;
    lastTime.current = null;
    const flush = () => {
      const seconds = Math.round(pending.current);
      if (seconds < 1) return;
      pending.current -= seconds;
      record.mutate(
        { id: moduleId, seconds: Math.min(seconds, 120) },
        { onSuccess: () => void utils.learn.stats.invalidate() },
      );
    };
    const timer = setInterval(flush, REPORT_EVERY_MS);
    window.addEventListener('pagehide', flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
    // A new module starts a new batch; record.mutate and utils are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moduleId]);

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const media = event.currentTarget;
    const now = media.currentTime;
    const before = lastTime.current;
    lastTime.current = now;
    // Only playing time counts: a seek jumps further than a few seconds at once.
    if (before !== null && now > before && now - before < 5 && !media.paused) pending.current += now - before;
    if (!completed.current && media.duration > 0 && Number.isFinite(media.duration)) {
      if (now / media.duration >= COMPLETION_THRESHOLD) {
        completed.current = true;
        completeRef.current();
      }
    }
  };
  const onEnded = () => {
    if (completed.current) return;
    completed.current = true;
    completeRef.current();
  };

  const host = /vimeo\.com/i.test(videoUrl) ? 'Vimeo' : /youtu/i.test(videoUrl) ? 'YouTube' : null;
  // Nothing is asked of YouTube or Vimeo until the person presses play ("no tracking"): a page view loads no script.
  const [startedUrl, setStartedUrl] = useState<string | null>(null);
  const started = host === null || startedUrl === videoUrl;
  // YouTube's player needs its script from youtube.com: without it (offline, blocked) the link is the way to watch.
  const youtubeApi = useQuery({
    queryKey: ['youtube-player-api'],
    queryFn: loadYouTubeApi,
    enabled: host === 'YouTube' && started,
  });
  const unreachable = host === 'YouTube' && youtubeApi.isError;
  const playerReady = host !== 'YouTube' || youtubeApi.isSuccess;
  const src = uploaded ? playback.data?.videoUrl : host === 'YouTube' ? noCookieUrl(videoUrl) : videoUrl;

  return (
    <Stack gap={6}>
      <AspectRatio
        ratio={16 / 9}
        bg="dark.8"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        {unreachable ? (
          <Center p="md" data-testid="video-unreachable">
            <Stack gap="xs" align="center" ta="center">
              <Text c="gray.2" fw={600}>
                The YouTube player could not be reached
              </Text>
              <Text c="gray.4" size="sm">
                You may be offline, or YouTube may be blocked on this network.
              </Text>
              <Anchor href={videoUrl} target="_blank" rel="noreferrer noopener" c="blue.3" fw={600}>
                Watch it on YouTube
              </Anchor>
            </Stack>
          </Center>
        ) : !started ? (
          <Center data-testid="video-poster">
            <Button
              size="md"
              radius="xl"
              onClick={() => setStartedUrl(videoUrl)}
              aria-label={`Play video: ${title}`}
            >
              ▶ Play video
            </Button>
          </Center>
        ) : src && playerReady ? (
          <ReactPlayer
            key={src}
            src={src}
            controls
            // Pressing play on the poster is the request to play: the player starts at once.
            playing={host !== null ? true : undefined}
            playsInline
            width="100%"
            height="100%"
            title={title}
            aria-label={`Video: ${title}`}
            data-testid="module-video"
            onTimeUpdate={onTimeUpdate}
            onEnded={onEnded}
            config={{ youtube: { rel: 0 }, vimeo: { dnt: true } }}
          />
        ) : (
          <Center>
            <Loader color="gray" aria-label="Loading video" />
          </Center>
        )}
      </AspectRatio>
      {host && !unreachable && (
        <Text size="xs" c="dimmed" data-testid="video-host-note">
          Playing loads the video from {host}, which may set its own cookies.{' '}
          <Anchor href={videoUrl} target="_blank" rel="noreferrer noopener" size="xs">
            Watch it on {host}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
