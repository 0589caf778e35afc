/** The browser and system a User-Agent names, as Settings' list of signed-in devices shows them. */
interface DeviceName {
  browser: string;
  os: string;
}

/**
 * Checked in order: Edge and Opera also say Chrome, Chrome (and HeadlessChrome) also says Safari, iPhones also say
 * Mac OS X.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceName(userAgent: string | null): DeviceName {
  const ua = userAgent ?? '';
  return {
    browser: first(BROWSERS, ua) ?? (ua ? 'Another browser or app' : 'Unknown browser'),
    os: first(SYSTEMS, ua) ?? 'Unknown system',
  };
}
