// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadYouTubeApi, noCookieUrl } from './youtube-api.ts';

type YouTubeWindow = Window & { YT?: { Player?: unknown }; onYouTubeIframeAPIReady?: () => void };
const page = window as YouTubeWindow;
const apiScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === 'https://www.youtube.com/iframe_api');

afterEach(() => {
  for (const script of apiScripts()) script.remove();
});

describe("YouTube's player API", () => {
  it('rejects when the script cannot load (offline), and a later view tries again', async () => {
    const first = loadYouTubeApi();
    expect(apiScripts()).toHaveLength(1);
    apiScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('The YouTube player could not be reached');
    expect(apiScripts()).toHaveLength(0);

    const again = loadYouTubeApi();
    expect(apiScripts()).toHaveLength(1);
    apiScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow();
  });

  it('settles when YouTube says its API is ready, then loads nothing more', async () => {
    const ready = loadYouTubeApi();
    expect(loadYouTubeApi()).toBe(ready);
    expect(apiScripts()).toHaveLength(1);
    page.YT = { Player: class {} };
    page.onYouTubeIframeAPIReady?.();
    await expect(ready).resolves.toBe(true);

    apiScripts()[0]!.remove();
    await expect(loadYouTubeApi()).resolves.toBe(true);
    expect(apiScripts()).toHaveLength(0);
  });
});

describe('a YouTube link', () => {
  it('plays from youtube-nocookie.com, whatever form the link takes', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=qzR62JJCMBQ',
      'https://youtu.be/qzR62JJCMBQ',
      'https://www.youtube.com/watch?feature=share&v=qzR62JJCMBQ',
      'https://www.youtube.com/embed/qzR62JJCMBQ',
    ])
      expect(noCookieUrl(link)).toBe('https://www.youtube-nocookie.com/embed/qzR62JJCMBQ');
    expect(noCookieUrl('https://www.youtube.com/playlist?list=PL1')).toBe(
      'https://www.youtube.com/playlist?list=PL1',
    );
  });
});
