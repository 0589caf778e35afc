const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** Past this, a script that neither loads nor fails (a black-holed network) counts as unreachable. */
const YOUTUBE_API_TIMEOUT_MS = 12_000;

interface YouTubeWindow {
  YT?: { Player?: unknown };
  onYouTubeIframeAPIReady?: () => void;
}

let loading: Promise<true> | null = null;

/**
 * Loads YouTube's player API once and settles when it is ready, or rejects when it cannot be reached (offline, a
 * blocked host). The YouTube player of react-player loads the same script itself but leaves a failed load as an
 * uncaught rejection with an empty frame; the module player waits for this instead, so it can say what happened.
 * Once this has resolved, react-player finds `window.YT` ready and loads nothing more.
 */
export function loadYouTubeApi(): Promise<true> {
  const page = window as YouTubeWindow;
  if (page.YT?.Player) return Promise.resolve(true);
  loading ??= new Promise<true>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      reject(new Error('The YouTube player could not be reached'));
    };
    const timer = setTimeout(fail, YOUTUBE_API_TIMEOUT_MS);
    const previous = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      clearTimeout(timer);
      previous?.();
      resolve(true);
    };
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  // A later module view tries again (the network may be back).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * A YouTube link as an embed from youtube-nocookie.com, YouTube's privacy-enhanced mode: no cookies until the video
 * is played. A link whose video id cannot be read is kept as it is.
 */
export function noCookieUrl(videoUrl: string): string {
  const id =
    /(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:embed\/|v\/|shorts\/|live\/|watch\?(?:.*&)?v=))([\w-]{11})/.exec(
      videoUrl,
    )?.[1];
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : videoUrl;
}
