import {
  appWindowArgs,
  browserCandidates,
  browserFailedToOpen,
  defaultBrowserCommand,
  findAppBrowser,
  launchPage,
  snapOfCommand,
  snapOfDesktopId,
} from './app-window';

describe('the app window', () => {
  it('finds Chrome before Chromium on the PATH on Linux', () => {
    const host = { platform: 'linux' as const, env: { PATH: '/usr/local/bin:/usr/bin' }, home: '/home/u' };
    const installed = new Set(['/usr/bin/chromium', '/usr/bin/google-chrome']);
    expect(findAppBrowser(host, (file) => installed.has(file))).toBe('/usr/bin/google-chrome');
    expect(findAppBrowser(host, () => false)).toBeUndefined();
  });

  it('looks in /Applications and ~/Applications on macOS, Program Files and LocalAppData on Windows', () => {
    const mac = browserCandidates({ platform: 'darwin', env: {}, home: '/Users/u' });
    expect(mac[0]).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(mac).toContain('/Users/u/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge');
    const windows = browserCandidates({
      platform: 'win32',
      env: { PROGRAMFILES: 'C:\\Program Files', LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' },
      home: 'C:\\Users\\u',
    });
    expect(windows).toContain('C:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe');
    expect(windows).toContain('C:\\Users\\u\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe');
  });

  it('prefers DECKMILL_BROWSER', () => {
    const host = {
      platform: 'linux' as const,
      env: { DECKMILL_BROWSER: '/opt/b', PATH: '/usr/bin' },
      home: '/h',
    };
    expect(browserCandidates(host)[0]).toBe('/opt/b');
  });

  it('opens an app window of its own profile, or the default browser without a shell', () => {
    expect(appWindowArgs('http://127.0.0.1:1/local/open?token=t', '/d/window-profile').slice(0, 2)).toEqual([
      '--app=http://127.0.0.1:1/local/open?token=t',
      '--user-data-dir=/d/window-profile',
    ]);
    expect(defaultBrowserCommand('linux', 'http://x')).toEqual({ command: 'xdg-open', args: ['http://x'] });
    expect(defaultBrowserCommand('darwin', 'http://x')).toEqual({ command: 'open', args: ['http://x'] });
    expect(defaultBrowserCommand('win32', 'http://x').args).toEqual([
      'url.dll,FileProtocolHandler',
      'http://x',
    ]);
  });

  it('tells a browser that failed to open from a window the user closed', () => {
    expect(browserFailedToOpen(1, 800)).toBe(true);
    expect(browserFailedToOpen(null, 800)).toBe(true); // killed by a signal at start
    expect(browserFailedToOpen(0, 800)).toBe(false);
    expect(browserFailedToOpen(1, 60_000)).toBe(false);
  });

  it('goes on to the URL from a page of its own, escaping what an attribute cannot hold', () => {
    expect(launchPage('http://127.0.0.1:1/local/open?token=abc')).toContain(
      '<meta http-equiv="refresh" content="0;url=http://127.0.0.1:1/local/open?token=abc">',
    );
    expect(launchPage('http://x/?a="b"&c=<d>')).toContain('url=http://x/?a=&quot;b&quot;&amp;c=&lt;d&gt;">');
  });

  it("knows a snap's browser by its command or its desktop id", () => {
    expect(snapOfCommand('/snap/bin/chromium')).toBe('chromium');
    expect(snapOfCommand('/usr/bin/chromium')).toBeUndefined();
    expect(snapOfDesktopId('firefox_firefox.desktop\n')).toBe('firefox');
    expect(snapOfDesktopId('firefox.desktop')).toBeUndefined();
    expect(snapOfDesktopId('google-chrome.desktop')).toBeUndefined();
  });
});
