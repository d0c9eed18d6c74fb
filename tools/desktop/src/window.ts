import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appWindowArgs,
  browserFailedToOpen,
  defaultBrowserCommand,
  findAppBrowser,
  launchPage,
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

/**
 * Opens the URL in an app-mode window (a Chromium-based browser's, when one is installed) and calls `onClosed`
 * when that window's browser process ends; with only a default browser, there is no window to follow and the
 * product runs until Quit.
 */
export function openAppWindow(host: Host, url: string, dataDir: string, onClosed?: () => void): void {
  const browser = findAppBrowser(host, isExecutable);
  if (browser) {
    const page = path.join(dataDir, 'window-open.html');
    fs.rmSync(page, { force: true });
    fs.writeFileSync(page, launchPage(url), { mode: 0o600 });
    const child = spawn(
      browser,
      appWindowArgs(pathToFileURL(page).href, path.join(dataDir, 'window-profile')),
      {
        stdio: 'ignore',
        windowsHide: false,
      },
    );
    const started = Date.now();
    child.once('error', () => openDefaultBrowser(host.platform, url));
    // A second start hands the URL to the running window's browser and ends without waiting for it.
    if (!onClosed) return void child.unref();
    child.once('exit', (code) => {
      // A browser that could not open its window (no display, a broken install) is no window the user closed.
      if (browserFailedToOpen(code, Date.now() - started)) openDefaultBrowser(host.platform, url);
      else onClosed();
    });
    return;
  }
  openDefaultBrowser(host.platform, url);
}

function openDefaultBrowser(platform: NodeJS.Platform, url: string): void {
  const { command, args } = defaultBrowserCommand(platform, url);
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.once('error', () => process.stdout.write(`Open ${url} in your browser.\n`));
  child.unref();
}
