import type { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { killGroup, spawnGroup } from './process-group';
import { atLowerPriority } from './run-confined';
import { sandboxedCommand } from './sandbox/sandbox-command';

function recordingSpawn(): {
  spawnImpl: typeof spawn;
  calls: { command: string; args: readonly string[] }[];
} {
  const calls: { command: string; args: readonly string[] }[] = [];
  const spawnImpl = ((command: string, args: readonly string[]) => {
    calls.push({ command, args });
    return new EventEmitter();
  }) as unknown as typeof spawn;
  return { spawnImpl, calls };
}

describe('running LibreOffice without a POSIX shell on Windows', () => {
  const soffice = 'C:\\Program Files\\LibreOffice\\program\\soffice.exe';

  it('starts the command itself on Windows, and under the watchdog shell elsewhere', () => {
    const { spawnImpl, calls } = recordingSpawn();
    spawnGroup('watchdog', soffice, ['--headless'], {
      env: {},
      stdio: 'ignore',
      platform: 'win32',
      spawnImpl,
    });
    spawnGroup('watchdog', '/usr/bin/soffice', ['--headless'], {
      env: {},
      stdio: 'ignore',
      platform: 'linux',
      spawnImpl,
    });
    expect(calls[0]).toEqual({ command: soffice, args: ['--headless'] });
    expect(calls[1]).toEqual({
      command: 'sh',
      args: ['-c', 'watchdog', 'deckmill-watchdog', '/usr/bin/soffice', '--headless'],
    });
  });

  it("ends the command's whole tree with taskkill on Windows", () => {
    const { spawnImpl, calls } = recordingSpawn();
    killGroup(4242, 'win32', spawnImpl);
    expect(calls).toEqual([{ command: 'taskkill', args: ['/pid', '4242', '/T', '/F'] }]);
  });

  it('lowers the priority through sh except on Windows', () => {
    expect(atLowerPriority(soffice, ['--convert-to', 'pdf'], 'win32')).toEqual({
      command: soffice,
      args: ['--convert-to', 'pdf'],
    });
    expect(atLowerPriority('soffice', ['--convert-to', 'pdf'], 'linux').command).toBe('sh');
  });

  it('sets no memory ceiling where neither prlimit nor ulimit works (Windows, some Macs)', () => {
    const request = {
      kind: 'none',
      workDir: 'C:\\w',
      hostPaths: [],
      env: {},
      memoryLimitBytes: 1 << 30,
    } as const;
    expect(sandboxedCommand({ ...request, memoryTool: 'none', command: soffice, args: ['x'] })).toEqual({
      command: soffice,
      args: ['x'],
      env: {},
    });
  });
});
