/**
 * A person's words for a browser's user agent ("Chrome on Windows"), for the list of signed-in devices and
 * the audit trail. Only the families people recognise; anything else is 'Unknown browser' / 'unknown system'.
 * Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface DescribedAgent {
  /** 'Chrome 131', 'Firefox 133', or 'Unknown browser'. */
  browser: string;
  /** 'Windows', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS', or 'unknown system'. */
  system: string;
}

export function describeUserAgent(userAgent: string): DescribedAgent {
  let browser = 'Unknown browser';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown system';
  return { browser, system };
}

/** 'Chrome 131 on Windows'. */
export function userAgentLabel(userAgent: string): string {
  const { browser, system } = describeUserAgent(userAgent);
  return `${browser} on ${system}`;
}
