import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openAppWindow, type Spawn } from './window';

interface Spawned {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv | undefined;
  readonly child: EventEmitter;
}

function recordingSpawn(): { spawn: Spawn; spawned: Spawned[] } {
  const spawned: Spawned[] = [];
  const spawn: Spawn = (command, args, options) => {
    const child = Object.assign(new EventEmitter(), { unref: () => undefined });
    spawned.push({ command, args, env: options.env, child });
    return child as unknown as ChildProcess;
  };
  return { spawn, spawned };
}

describe('opening the window', () => {
  const url = 'http://127.0.0.1:4567/local/open?token=secret-launch-token';
  const env = { PATH: '/usr/bin', LOCAL_LAUNCH_TOKEN: 'secret-launch-token' };
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-window-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const page = () => path.join(dataDir, 'window-open.html');

  it.each(['linux', 'darwin', 'win32'] as const)(
    'gives the default browser the owner-only launch page, never the token (%s)',
    (platform) => {
      const { spawn, spawned } = recordingSpawn();
      openAppWindow(
        { platform, env, home: '/h' },
        url,
        dataDir,
        undefined,
        spawn,
        () => false,
        () => undefined,
      );
      expect(spawned).toHaveLength(1);
      expect(spawned[0]?.args).toContain(pathToFileURL(page()).href);
      expect(JSON.stringify(spawned[0]?.args)).not.toContain('token');
      expect(spawned[0]?.env).not.toHaveProperty('LOCAL_LAUNCH_TOKEN');
      expect(fs.statSync(page()).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(page(), 'utf8')).toContain('token=secret-launch-token');
    },
  );

  it('falls back to the default browser with the same page when the app-mode browser fails', () => {
    const { spawn, spawned } = recordingSpawn();
    const host = { platform: 'linux' as const, env, home: '/h' };
    openAppWindow(
      host,
      url,
      dataDir,
      () => undefined,
      spawn,
      (file) => file === '/usr/bin/chromium',
      () => undefined,
    );
    expect(spawned[0]?.command).toBe('/usr/bin/chromium');
    expect(spawned[0]?.env).not.toHaveProperty('LOCAL_LAUNCH_TOKEN');
    spawned[0]?.child.emit('error', new Error('ENOENT'));
    expect(spawned[1]).toMatchObject({ command: 'xdg-open', args: [pathToFileURL(page()).href] });
    expect(spawned.flatMap((s) => s.args).join(' ')).not.toContain('token=');
  });

  it("puts the page where a snap's browser may read it: its own folder, not a hidden one of the home", () => {
    const { spawn, spawned } = recordingSpawn();
    const home = dataDir;
    const host = { platform: 'linux' as const, env: { PATH: '/snap/bin' }, home };
    openAppWindow(
      host,
      url,
      path.join(home, '.local/share/deckmill'),
      undefined,
      spawn,
      (f) => f === '/snap/bin/chromium',
    );
    const folder = path.join(home, 'snap/chromium/common/deckmill');
    expect(spawned[0]?.args).toContain(`--app=${pathToFileURL(path.join(folder, 'window-open.html')).href}`);
    expect(spawned[0]?.args).toContain(`--user-data-dir=${path.join(folder, 'window-profile')}`);
    expect(fs.statSync(path.join(folder, 'window-open.html')).mode & 0o777).toBe(0o600);

    // The default browser is Ubuntu's snap Firefox (xdg-settings: firefox_firefox.desktop).
    openAppWindow(
      host,
      url,
      path.join(home, '.local/share/deckmill'),
      undefined,
      spawn,
      () => false,
      () => 'firefox',
    );
    expect(spawned[1]?.args).toEqual([
      pathToFileURL(path.join(home, 'snap/firefox/common/deckmill/window-open.html')).href,
    ]);
  });
});
