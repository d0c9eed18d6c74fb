import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Target } from './targets';

/** Node's fixed names for a single-executable application's blob (docs: "Single executable applications"). */
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
const RESOURCE = 'NODE_SEA_BLOB';

/**
 * Makes the SEA blob with the host's node binary of the targets' version (the blob format is Node's, the same
 * for every platform of one version): the launcher as the main script, the payload and addons as assets.
 */
export function makeBlob(
  hostNode: string,
  workDir: string,
  launcher: string,
  assets: Readonly<Record<string, string>>,
): string {
  const blob = path.join(workDir, 'sea-prep.blob');
  const config = path.join(workDir, 'sea-config.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      main: launcher,
      output: blob,
      disableExperimentalSEAWarning: true,
      // A snapshot or code cache would tie the blob to the host's platform.
      useSnapshot: false,
      useCodeCache: false,
      assets,
    }),
  );
  execFileSync(hostNode, ['--experimental-sea-config', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  return blob;
}

interface Postject {
  inject(file: string, name: string, data: Buffer, options: Record<string, unknown>): Promise<void>;
}

function loadPostject(): Postject {
  try {
    return createRequire(__filename)('postject') as Postject;
  } catch {
    throw new Error(
      'postject is not installed: it is a devDependency of the repository (npm ci installs it).',
    );
  }
}

/**
 * Copies the target's node binary to `output` and injects the blob (ELF note, Mach-O segment, PE resource).
 * On a Mac, a macOS target's Node.js signature is removed first and the result signed again (ad hoc, or with
 * DECKMILL_CODESIGN_IDENTITY): Apple silicon runs no binary whose signature does not match it. Elsewhere the
 * macOS executables keep Node.js's now broken signature until a Mac signs them (docs/desktop.md).
 */
export async function injectBlob(
  target: Target,
  nodeBinary: string,
  blob: string,
  output: string,
): Promise<void> {
  fs.copyFileSync(nodeBinary, output);
  fs.chmodSync(output, 0o755);
  const signHere = target.platform === 'darwin' && process.platform === 'darwin';
  if (signHere) execFileSync('codesign', ['--remove-signature', output]);
  await loadPostject().inject(output, RESOURCE, fs.readFileSync(blob), {
    sentinelFuse: SENTINEL_FUSE,
    ...(target.platform === 'darwin' ? { machoSegmentName: 'NODE_SEA' } : {}),
  });
  if (signHere) {
    execFileSync('codesign', ['--sign', process.env['DECKMILL_CODESIGN_IDENTITY'] || '-', '--force', output]);
  }
}
