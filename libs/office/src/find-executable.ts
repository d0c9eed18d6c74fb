import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The executable `command` runs (an absolute path, or the first match on PATH), or null when none. */
export async function findExecutable(command: string): Promise<string | null> {
  const candidates = command.includes('/')
    ? [command]
    : (process.env['PATH'] ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next directory.
    }
  }
  return null;
}
