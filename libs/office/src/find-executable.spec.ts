import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  executableCandidates,
  findExecutable,
  locateExecutable,
  type ExecutableHost,
} from './find-executable';

/** A host whose only runnable files are `installed`. */
function host(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  installed: readonly string[],
): ExecutableHost {
  return { platform, env, runnable: async (file) => installed.includes(file) };
}

describe('finding an executable', () => {
  it('finds soffice.exe on the Windows PATH by PATHEXT', async () => {
    const windows = host('win32', { PATH: 'C:\\Tools;C:\\LO\\program', PATHEXT: '.COM;.EXE;.BAT' }, [
      'C:\\LO\\program\\soffice.exe',
    ]);
    expect(await findExecutable('soffice', windows)).toBe('C:\\LO\\program\\soffice.exe');
    expect(await findExecutable('soffice.exe', windows)).toBe('C:\\LO\\program\\soffice.exe');
  });

  it("finds LibreOffice in Windows's Program Files, where its installer puts it", async () => {
    const installed = 'C:\\Program Files\\LibreOffice\\program\\soffice.exe';
    const windows = host('win32', { PATH: 'C:\\Windows', PROGRAMFILES: 'C:\\Program Files' }, [installed]);
    expect(await findExecutable('soffice', windows)).toBe(installed);
    // Without PROGRAMFILES set, the standard folder is still looked at.
    expect(await findExecutable('soffice', host('win32', { PATH: 'C:\\Windows' }, [installed]))).toBe(
      installed,
    );
  });

  it('takes a Windows path with backslashes as a path, not a name to look up on the PATH', async () => {
    const given = 'D:\\Apps\\LibreOffice\\program\\soffice.exe';
    expect(executableCandidates(given, host('win32', { PATH: 'C:\\Tools' }, []))).toEqual([given]);
    expect(await findExecutable(given, host('win32', { PATH: 'C:\\Tools' }, [given]))).toBe(given);
  });

  it("finds LibreOffice in its macOS app bundle and poppler in Homebrew's folder, which no PATH reaches", async () => {
    const bundle = '/Applications/LibreOffice.app/Contents/MacOS/soffice';
    const mac = host('darwin', { PATH: '/usr/bin:/bin' }, [bundle, '/opt/homebrew/bin/pdftoppm']);
    expect(await findExecutable('soffice', mac)).toBe(bundle);
    expect(await findExecutable('pdftoppm', mac)).toBe('/opt/homebrew/bin/pdftoppm');
    expect(await findExecutable('pdftoppm', host('darwin', { PATH: '/usr/bin' }, []))).toBeNull();
  });

  it('looks on the PATH only on Linux', () => {
    expect(executableCandidates('soffice', host('linux', { PATH: '/usr/local/bin:/usr/bin' }, []))).toEqual([
      '/usr/local/bin/soffice',
      '/usr/bin/soffice',
    ]);
  });

  it('answers the path found for this process, or the command as given when there is none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'find-executable-'));
    try {
      const tool = path.join(dir, 'tool');
      await writeFile(tool, '#!/bin/sh\n');
      await chmod(tool, 0o755);
      const linux: ExecutableHost = { platform: 'linux', env: { PATH: dir } };
      expect(locateExecutable('tool', linux)).toBe(tool);
      expect(await findExecutable('tool', linux)).toBe(tool);
      expect(locateExecutable('not-installed', linux)).toBe('not-installed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
