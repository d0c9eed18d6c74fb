import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';

/** The port in the socket file's name, as PostgreSQL's clients build it (`<dir>/.s.PGSQL.<port>`). */
export const SOCKET_PORT = 5432;

/** How `pg` reaches the embedded database, and where the wire-protocol server listens. */
export interface DatabaseTransport {
  /** What the server listens on: a Unix socket file, or a Windows named pipe. */
  readonly listenPath: string;
  /** Whether `listenPath` is a file that a killed process may leave behind (a named pipe ends with its process). */
  readonly leavesFile: boolean;
  /** `pg`'s connection options. */
  readonly connection: {
    host: string;
    port: number;
    /** Set when `pg` cannot reach `listenPath` by `host` itself: every connection is this socket instead. */
    stream?: () => net.Socket;
  };
}

/**
 * A socket that connects to one fixed path whatever `pg` asks for: `pg` always calls `connect(port, host)`, or
 * `connect(path)` for a host that starts with "/", on the stream it is given.
 */
class FixedPathSocket extends net.Socket {
  constructor(private readonly listenPath: string) {
    super();
  }

  override connect(): this {
    return super.connect(this.listenPath);
  }
}

/** `pg`'s `stream` option: a new socket to `listenPath` for each connection the pool opens. */
export function streamTo(listenPath: string): () => net.Socket {
  return () => new FixedPathSocket(listenPath);
}

/**
 * A named pipe's name, new at every start: 128 random bits. Other users can list the names in `\\.\pipe\`, so the
 * name keeps no secret; it only makes the name impossible to take first (libuv also creates the first instance
 * with FILE_FLAG_FIRST_PIPE_INSTANCE, so a squatter makes listen fail rather than receive our connections).
 */
export function randomPipePath(): string {
  return `\\\\.\\pipe\\deckmill-${randomBytes(16).toString('hex')}`;
}

/**
 * Linux and macOS: a Unix socket in `runDir` (mode 700), which `pg` finds by `host` = the directory. Windows:
 * Node cannot listen on a socket file there, only on a named pipe, and `pg` treats a host as a socket only when it
 * starts with "/", so it connects through a stream to the pipe. `host` is then the pipe's name, which `pg` alone
 * cannot resolve: a connection that lost its stream fails instead of reaching a TCP server.
 */
export function transportFor(
  platform: NodeJS.Platform,
  runDir: string,
  pipePath = randomPipePath(),
): DatabaseTransport {
  if (platform !== 'win32') {
    return {
      listenPath: path.join(runDir, `.s.PGSQL.${SOCKET_PORT}`),
      leavesFile: true,
      connection: { host: runDir, port: SOCKET_PORT },
    };
  }
  return {
    listenPath: pipePath,
    leavesFile: false,
    connection: { host: pipePath, port: SOCKET_PORT, stream: streamTo(pipePath) },
  };
}
