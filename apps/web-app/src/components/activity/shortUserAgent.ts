const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\//, 'Firefox'],
  // Headless Chrome (automation) says so; it is a different story from a person's browser.
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrome\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
  [/\bpython-requests\//i, 'Python'],
  [/\bnode(-fetch)?\b/i, 'Node.js'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The longest raw user agent shown when it names no browser we know. */
const MAX_RAW = 40;

/** A user agent as people say it: "Firefox on Linux", "curl"; a raw one cut short; null when unknown. */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return browser ?? system ?? null;
  return userAgent.length > MAX_RAW ? `${userAgent.slice(0, MAX_RAW - 1)}…` : userAgent;
}
