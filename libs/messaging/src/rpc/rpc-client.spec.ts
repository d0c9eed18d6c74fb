import { defer, of, throwError } from 'rxjs';
import { RpcClient, type RpcClientTransport } from './rpc-client';
import { ServiceException } from './service-exception';

const LOST = 'Error: Connection lost. Trying to reconnect...';
const NOBODY = new Error('Empty response. There are no subscribers listening to that message ("x")');
const REPLY = { service: 'gateway', ok: true, at: 'now' };

/** A transport that fails each send with the next of `failures`, then answers. */
function transport(failures: unknown[], hooks: Partial<RpcClientTransport> = {}) {
  const state = { sent: 0 };
  const proxy: RpcClientTransport = {
    send: () =>
      defer(() => {
        state.sent += 1;
        const failure = failures.shift();
        return failure === undefined ? of(REPLY) : throwError(() => failure);
      }),
    close: () => undefined,
    ...hooks,
  } as RpcClientTransport;
  return { state, client: new RpcClient(proxy, { timeoutMs: 2_000 }) };
}

const ping = (client: RpcClient) => client.call('system.ping', { service: 'gateway' });

describe('RpcClient just after a bus outage', () => {
  it('waits once for its own connection to come back, then sends the call again', async () => {
    const { state, client } = transport([LOST], { whenConnected: async () => true });
    await expect(ping(client)).resolves.toEqual(REPLY);
    expect(state.sent).toBe(2);
  });

  it('answers unavailable when its connection does not come back in time', async () => {
    const { state, client } = transport([LOST, LOST], { whenConnected: async () => false });
    const failure = await ping(client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceException);
    expect((failure as ServiceException).serviceError).toMatchObject({ code: 'rpc_unavailable' });
    expect(state.sent).toBe(1);
  });

  it('sends a call nobody answered again while the bus settles, until a service does', async () => {
    const { state, client } = transport([NOBODY, NOBODY], { settling: () => true });
    await expect(ping(client)).resolves.toEqual(REPLY);
    expect(state.sent).toBe(3);
  });

  it('answers at once that nobody serves the subject once the bus has settled', async () => {
    const { state, client } = transport([NOBODY], { settling: () => false });
    await expect(ping(client)).rejects.toMatchObject({ serviceError: { code: 'rpc_unavailable' } });
    expect(state.sent).toBe(1);
  });
});
