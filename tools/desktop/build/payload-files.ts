import fs from 'node:fs';
import path from 'node:path';
import type { PayloadFile } from '../src/payload-format';
import { serverPackageDirs } from './server-closure';

/** What no running server reads: type declarations, source maps, sources, docs, and tests of packages. */
function packageFileWanted(relative: string): boolean {
  const base = path.basename(relative).toLowerCase();
  if (/\.d\.[cm]?ts$|\.map$|\.tsx?$|\.md$|\.markdown$/.test(base) && !base.startsWith('license'))
    return false;
  return !/(^|\/)(test|tests|__tests__|example|examples|\.github)\//.test(relative);
}

function collect(dir: string, prefix: string, keep: (relative: string) => boolean, out: PayloadFile[]): void {
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (keep(`${relative}/`)) walk(full);
      } else if (entry.isFile() && keep(relative)) {
        const mode = fs.statSync(full).mode;
        out.push({
          path: `${prefix}/${relative}`,
          data: fs.readFileSync(full),
          executable: (mode & 0o111) !== 0,
        });
      }
    }
  };
  walk(dir);
}

/**
 * The product as files: the compiled server (server/, with its @deckmill/* links), the three web apps (web/)
 * and the installed packages the server needs (node_modules/), each package without its own nested
 * node_modules (those that are needed are in the list themselves) and without argon2's addons, which come per
 * platform from their own asset.
 */
export function productFiles(root: string): PayloadFile[] {
  const files: PayloadFile[] = [];
  const serverDir = path.join(root, 'dist/server');
  collect(
    serverDir,
    'server',
    (relative) => !relative.endsWith('.map') && !relative.startsWith('cli/'),
    files,
  );
  collect(path.join(root, 'dist/web'), 'web', (relative) => !relative.endsWith('.map'), files);
  const modules = path.join(root, 'node_modules');
  for (const dir of serverPackageDirs(root, serverDir)) {
    const prefix = `node_modules/${path.relative(modules, dir).split(path.sep).join('/')}`;
    const isArgon2 = path.basename(dir) === 'argon2';
    collect(
      dir,
      prefix,
      (relative) =>
        !relative.startsWith('node_modules/') &&
        !(isArgon2 && /^(prebuilds|build)\//.test(relative)) &&
        packageFileWanted(relative),
      files,
    );
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
