import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BUILT_WEB = path.resolve(__dirname, '../../../../dist/web');

export interface WebSnapshot {
  /** A private copy of dist/web, served through DECKMILL_WEB_ROOT. */
  readonly root: string;
  dispose(): void;
}

/**
 * Copies the built front ends so a rebuild started while the suite runs (another terminal, a watcher) cannot
 * swap or empty the pages under it.
 */
export function snapshotWebBuild(): WebSnapshot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-e2e-web-'));
  fs.cpSync(BUILT_WEB, root, { recursive: true });
  return { root, dispose: () => fs.rmSync(root, { recursive: true, force: true }) };
}
