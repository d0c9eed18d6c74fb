import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { BuildManifest } from '../src/build-manifest';
import { binaryKind, describeKind } from './binary-format';
import type { Target } from './targets';

/** Node's fuse after injection: the executable starts the embedded main script instead of a REPL. */
const FLIPPED_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2:1';

/**
 * Checks a built executable: its format and CPU are the target's, the SEA blob is in it (the fuse is
 * flipped) with this manifest, and, for the platform this machine runs, the executable itself lists the assets the manifest says.
 */
export function verifyExecutable(
  target: Target,
  executable: string,
  manifest: BuildManifest,
  host: Target,
): void {
  const bytes = fs.readFileSync(executable);
  const kind = binaryKind(bytes);
  if (kind?.format !== target.format || kind.arch !== target.arch) {
    throw new Error(`${target.name}: the executable is ${describeKind(kind)}`);
  }
  if (!bytes.includes(FLIPPED_FUSE)) throw new Error(`${target.name}: no SEA blob was injected`);
  // The blob stores assets unchanged: the manifest asset is in the bytes exactly as written.
  if (!bytes.includes(Buffer.from(JSON.stringify(manifest, null, 2)))) {
    throw new Error(`${target.name}: the executable holds another manifest than the build's`);
  }
  if (target.name !== host.name) return;
  const listed = execFileSync(executable, ['--list-assets'], { encoding: 'utf8', timeout: 30_000 });
  if (JSON.stringify(JSON.parse(listed)) !== JSON.stringify(manifest)) {
    throw new Error(`${target.name}: the executable lists other assets than its manifest`);
  }
}
