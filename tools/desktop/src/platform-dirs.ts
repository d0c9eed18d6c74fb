import path from 'node:path';

export interface Host {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
  readonly home: string;
}

/** Where the user's data lives: XDG on Linux, Application Support on macOS, %APPDATA% on Windows. */
export function appDataDir({ platform, env, home }: Host): string {
  if (env['DECKMILL_DATA_DIR']) return path.resolve(env['DECKMILL_DATA_DIR']);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Deckmill');
  if (platform === 'win32') {
    return path.win32.join(env['APPDATA'] ?? path.win32.join(home, 'AppData', 'Roaming'), 'Deckmill');
  }
  return path.join(env['XDG_DATA_HOME'] || path.join(home, '.local', 'share'), 'deckmill');
}

/** Where the product's files are unpacked: a cache, rebuilt from the executable whenever it is missing. */
export function cacheRootDir({ platform, env, home }: Host): string {
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'Deckmill');
  if (platform === 'win32') {
    return path.win32.join(
      env['LOCALAPPDATA'] ?? path.win32.join(home, 'AppData', 'Local'),
      'Deckmill',
      'Cache',
    );
  }
  return path.join(env['XDG_CACHE_HOME'] || path.join(home, '.cache'), 'deckmill');
}
