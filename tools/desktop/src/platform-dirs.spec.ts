import { appDataDir, cacheRootDir } from './platform-dirs';

describe("the platform's folders", () => {
  it('keeps data in XDG_DATA_HOME on Linux, ~/.local/share without it', () => {
    expect(appDataDir({ platform: 'linux', env: { XDG_DATA_HOME: '/x/data' }, home: '/home/u' })).toBe(
      '/x/data/deckmill',
    );
    expect(appDataDir({ platform: 'linux', env: {}, home: '/home/u' })).toBe('/home/u/.local/share/deckmill');
    expect(cacheRootDir({ platform: 'linux', env: {}, home: '/home/u' })).toBe('/home/u/.cache/deckmill');
  });

  it('keeps data in Application Support on macOS and in %APPDATA% on Windows', () => {
    expect(appDataDir({ platform: 'darwin', env: {}, home: '/Users/u' })).toBe(
      '/Users/u/Library/Application Support/Deckmill',
    );
    expect(cacheRootDir({ platform: 'darwin', env: {}, home: '/Users/u' })).toBe(
      '/Users/u/Library/Caches/Deckmill',
    );
    const windows = {
      APPDATA: 'C:\\Users\\u\\AppData\\Roaming',
      LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local',
    };
    expect(appDataDir({ platform: 'win32', env: windows, home: 'C:\\Users\\u' })).toBe(
      'C:\\Users\\u\\AppData\\Roaming\\Deckmill',
    );
    expect(cacheRootDir({ platform: 'win32', env: windows, home: 'C:\\Users\\u' })).toBe(
      'C:\\Users\\u\\AppData\\Local\\Deckmill\\Cache',
    );
  });

  it('uses DECKMILL_DATA_DIR when set', () => {
    expect(appDataDir({ platform: 'linux', env: { DECKMILL_DATA_DIR: '/srv/dm' }, home: '/home/u' })).toBe(
      '/srv/dm',
    );
  });
});
