import {
  execFileSync,
  spawn as spawnProcess,
  type ChildProcess,
  type SpawnOptions,
} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appWindowArgs,
  browserFailedToOpen,
  defaultBrowserCommand,
  findAppBrowser,
  launchPage,
  snapOfCommand,
  snapOfDesktopId,
  windowFolder,
} from './app-window';
import type { Host } from './platform-dirs';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export type Spawn = (command: string, args: readonly string[], options: SpawnOptions) => ChildProcess;

/** What the window's programs run with: the launch token is the product's, no browser's or helper's. */
export function windowEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LOCAL_LAUNCH_TOKEN: _token, ...rest } = env;
  return rest;
}

/**
 * Opens the URL in an app-mode window (a Chromium-based browser's, when one is installed) and calls `onClosed`
 * when that window's browser process ends; with only a default browser, there is no window to follow and the
 * product runs until Quit. Either way the browser gets the owner-only launch page, never the token's URL:
 * every user of the computer can read a command line.
 */
export function openAppWindow(
  host: Host,
  url: string,
  dataDir: string,
  onClosed?: () => void,
  spawn: Spawn = spawnProcess,
  executable: (file: string) => boolean = isExecutable,
  defaultSnap: (host: Host) => string | undefined = defaultBrowserSnap,
): void {
  const env = windowEnv(host.env);
  const browser = findAppBrowser(host, executable);
  const openDefault = () => {
    const page = writeLaunchPage(windowFolder(host.home, dataDir, defaultSnap(host)), url);
    openDefaultBrowser(host.platform, page, env, spawn);
  };
  if (!browser) return openDefault();
  const folder = windowFolder(
    host.home,
    dataDir,
    host.platform === 'linux' ? snapOfCommand(browser) : undefined,
  );
  const page = writeLaunchPage(folder, url);
  const child = spawn(browser, appWindowArgs(page, path.join(folder, 'window-profile')), {
    stdio: 'ignore',
    windowsHide: false,
    env,
  });
  const started = Date.now();
  child.once('error', openDefault);
  // A second start hands the URL to the running window's browser and ends without waiting for it.
  if (!onClosed) return void child.unref();
  child.once('exit', (code) => {
    // A browser that could not open its window (no display, a broken install) is no window the user closed.
    if (browserFailedToOpen(code, Date.now() - started)) openDefault();
    else onClosed();
  });
}

/** Writes the owner-only page that goes on to `url` into `folder`, and answers its file URL. */
function writeLaunchPage(folder: string, url: string): string {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const page = path.join(folder, 'window-open.html');
  fs.rmSync(page, { force: true });
  fs.writeFileSync(page, launchPage(url), { mode: 0o600 });
  return pathToFileURL(page).href;
}

/** The snap of the desktop's default browser on Linux (`xdg-settings`), if it is one. */
function defaultBrowserSnap(host: Host): string | undefined {
  if (host.platform !== 'linux') return undefined;
  try {
    const id = execFileSync('xdg-settings', ['get', 'default-web-browser'], {
      encoding: 'utf8',
      timeout: 3000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return snapOfDesktopId(id);
  } catch {
    return undefined;
  }
}

function openDefaultBrowser(
  platform: NodeJS.Platform,
  pageUrl: string,
  env: NodeJS.ProcessEnv,
  spawn: Spawn,
): void {
  const { command, args } = defaultBrowserCommand(platform, pageUrl);
  const child = spawn(command, args, { stdio: 'ignore', detached: true, env });
  child.once('error', () => process.stdout.write(`Open ${pageUrl} in your browser.\n`));
  child.unref();
}
