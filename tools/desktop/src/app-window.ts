import path from 'node:path';
import type { Host } from './platform-dirs';

/** Chromium-based browsers that have an app mode (a window without tabs or address bar), most wanted first. */
const LINUX_NAMES = [
  'google-chrome',
  'google-chrome-stable',
  'microsoft-edge',
  'microsoft-edge-stable',
  'chromium',
  'chromium-browser',
];
const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  'Chromium.app/Contents/MacOS/Chromium',
];
const WINDOWS_EXES = [
  'Google\\Chrome\\Application\\chrome.exe',
  'Microsoft\\Edge\\Application\\msedge.exe',
  'Chromium\\Application\\chrome.exe',
];

/** Every place an app-mode browser may be, in order; DECKMILL_BROWSER first when set. */
export function browserCandidates({ platform, env, home }: Host): string[] {
  const chosen = env['DECKMILL_BROWSER'] ? [env['DECKMILL_BROWSER']] : [];
  if (platform === 'darwin') {
    const roots = ['/Applications', path.join(home, 'Applications')];
    return [...chosen, ...MAC_APPS.flatMap((app) => roots.map((root) => path.join(root, app)))];
  }
  if (platform === 'win32') {
    const roots = [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']].filter(
      (root): root is string => Boolean(root),
    );
    return [...chosen, ...WINDOWS_EXES.flatMap((exe) => roots.map((root) => path.win32.join(root, exe)))];
  }
  const dirs = (env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  return [...chosen, ...LINUX_NAMES.flatMap((name) => dirs.map((dir) => path.join(dir, name)))];
}

export function findAppBrowser(host: Host, isExecutable: (file: string) => boolean): string | undefined {
  return browserCandidates(host).find(isExecutable);
}

/**
 * An app window of its own profile under the data folder: the user's browser session, extensions and open
 * tabs stay apart, and the browser process ends when the window is closed.
 */
export function appWindowArgs(url: string, profileDir: string): string[] {
  return [
    `--app=${url}`,
    `--user-data-dir=${profileDir}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-features=Translate',
  ];
}

/** The system's way to open a URL in the default browser (no shell: the URL is one argument). */
export function defaultBrowserCommand(
  platform: NodeJS.Platform,
  url: string,
): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  return { command: 'xdg-open', args: [url] };
}

/** How soon after its start a browser that fails has ended: a user takes longer to close a window. */
const FAILED_START_MS = 10_000;

/** Whether the window's browser ended because it failed to open (an error soon after its start). */
export function browserFailedToOpen(exitCode: number | null, elapsedMs: number): boolean {
  return exitCode !== 0 && elapsedMs < FAILED_START_MS;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * The page the window opens first, kept owner-only in the data folder: it goes on to `url` at once. The launch
 * token stays off the browser's command line, which every user of the computer can read for as long as the
 * window is open.
 */
export function launchPage(url: string): string {
  const href = url.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
  return `<!doctype html><meta charset="utf-8"><title>Deckmill</title><meta http-equiv="refresh" content="0;url=${href}">\n`;
}

/** The snap a Linux browser command runs in (`/snap/bin/chromium`), if it is one. */
export function snapOfCommand(command: string): string | undefined {
  return /^\/snap\/bin\/([a-z0-9-]+)(?:\.[\w-]+)?$/.exec(command)?.[1];
}

/** The snap of a default browser's desktop id as `xdg-settings` names it (`firefox_firefox.desktop`), if any. */
export function snapOfDesktopId(desktopId: string): string | undefined {
  return /^([a-z0-9-]+)_[\w-]+\.desktop$/.exec(desktopId.trim())?.[1];
}

/**
 * Where the window's launch page (and app-mode profile) go: the data folder, except for a snap's browser
 * (Ubuntu's Firefox and Chromium), which may read no hidden folder of the home such as ~/.local/share; there,
 * the snap's own folder, which it may read (the page stays owner-only).
 */
export function windowFolder(home: string, dataDir: string, snap: string | undefined): string {
  return snap ? path.join(home, 'snap', snap, 'common', 'deckmill') : dataDir;
}
