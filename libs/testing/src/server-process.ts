import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** Whether something accepts TCP connections on 127.0.0.1:`port` now. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Sends `signal` to a test's server process and waits for it to exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
