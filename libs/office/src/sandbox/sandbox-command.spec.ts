import { sandboxedCommand, type SandboxRequest } from './sandbox-command';

const request: SandboxRequest = {
  kind: 'bwrap',
  workDir: '/tmp/deckmill-previews-1-abc',
  hostPaths: [{ path: '/usr' }, { path: '/lib', symlinkTo: 'usr/lib' }, { path: '/etc/fonts' }],
  env: { PATH: '/usr/bin', HOME: '/tmp/deckmill-previews-1-abc' },
  memoryLimitBytes: 1024 * 1024 * 1024,
  memoryTool: 'prlimit',
  command: 'soffice',
  args: ['--headless', '/tmp/deckmill-previews-1-abc/deck.pptx'],
};

describe('sandboxedCommand', () => {
  it('confines with bubblewrap: read-only system paths, private /tmp, only the work directory writable', () => {
    const { command, args, env } = sandboxedCommand(request);
    expect(command).toBe('bwrap');
    expect(args).toEqual([
      '--unshare-all',
      '--die-with-parent',
      '--cap-drop',
      'ALL',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/lib',
      '/lib',
      '--ro-bind',
      '/etc/fonts',
      '/etc/fonts',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--tmpfs',
      '/tmp',
      '--bind',
      '/tmp/deckmill-previews-1-abc',
      '/tmp/deckmill-previews-1-abc',
      '--chdir',
      '/tmp/deckmill-previews-1-abc',
      '--clearenv',
      '--setenv',
      'PATH',
      '/usr/bin',
      '--setenv',
      'HOME',
      '/tmp/deckmill-previews-1-abc',
      '--',
      'prlimit',
      '--as=1073741824',
      '--',
      'soffice',
      '--headless',
      '/tmp/deckmill-previews-1-abc/deck.pptx',
    ]);
    expect(env).toEqual({ PATH: '/usr/bin' });
  });

  it('never binds the host root, /home, /etc or /proc of the host', () => {
    const { args } = sandboxedCommand(request);
    const bound = args.flatMap((arg, index) =>
      args[index - 1] === '--ro-bind' || args[index - 1] === '--bind' ? [arg] : [],
    );
    for (const forbidden of ['/', '/home', '/etc', '/root', '/var']) expect(bound).not.toContain(forbidden);
    expect(args).toContain('--unshare-all'); // no network among others
  });

  it('falls back to unshare: no network, a PID namespace that dies with its parent', () => {
    const { command, args } = sandboxedCommand({ ...request, kind: 'unshare' });
    expect(command).toBe('unshare');
    expect(args.slice(0, args.indexOf('--'))).toEqual([
      '--user',
      '--map-root-user',
      '--net',
      '--pid',
      '--fork',
      '--kill-child',
      '--mount-proc',
    ]);
    expect(args.slice(args.indexOf('--') + 1, args.indexOf('--') + 3)).toEqual([
      'prlimit',
      '--as=1073741824',
    ]);
  });

  it('without namespaces keeps the memory ceiling, with ulimit where prlimit is missing', () => {
    expect(sandboxedCommand({ ...request, kind: 'none', memoryTool: 'ulimit' })).toEqual({
      command: 'sh',
      args: [
        '-c',
        'ulimit -v 1048576 && exec "$@"',
        'sh',
        'soffice',
        '--headless',
        '/tmp/deckmill-previews-1-abc/deck.pptx',
      ],
      env: request.env,
    });
  });
});
