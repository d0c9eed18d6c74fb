import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NODE_VERSION, type Target } from './targets';

export function desktopCacheDir(): string {
  return path.join(
    process.env['XDG_CACHE_HOME'] || path.join(os.homedir(), '.cache'),
    'deckmill',
    'desktop-node',
  );
}

/**
 * The target's node binary, unpacked from the registry's package (`npm pack`, like tools/ci/node-from-registry.sh)
 * into a cache folder kept between builds.
 */
export function nodeBinaryFor(target: Target): string {
  const dir = path.join(desktopCacheDir(), NODE_VERSION, target.name);
  const binary = path.join(dir, path.basename(target.nodeBinary));
  if (fs.existsSync(binary)) return binary;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-node-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const spec = `${target.nodePackage}@${NODE_VERSION}`;
    const tarball = execFileSync(npm, ['pack', '--silent', spec], {
      cwd: tmp,
      encoding: 'utf8',
      shell: process.platform === 'win32',
    }).trim();
    execFileSync('tar', ['xzf', tarball, target.nodeBinary], { cwd: tmp });
    fs.mkdirSync(dir, { recursive: true });
    fs.renameSync(path.join(tmp, target.nodeBinary), binary);
    fs.chmodSync(binary, 0o755);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return binary;
}
