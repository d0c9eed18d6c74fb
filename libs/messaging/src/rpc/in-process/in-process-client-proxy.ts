import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type { InProcessRpcRegistry } from './in-process-rpc-registry';
import { unpackRecord } from './rpc-record';

/** The caller's side of the in-process transport: `send`/`emit` reach handlers through the registry. */
export class InProcessClientProxy extends ClientProxy {
  constructor(private readonly registry: InProcessRpcRegistry) {
    super();
  }

  async connect(): Promise<void> {
    // Nothing to connect to: the registry is in this process.
  }

  async close(): Promise<void> {
    // Nothing to release.
  }

  unwrap<T>(): T {
    throw new Error('The in-process transport has no underlying connection');
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let cancelled = false;
    const { data, headers } = unpackRecord(packet.data);
    this.registry.request(this.normalizePattern(packet.pattern), toJson(data), headers).then(
      (reply) => {
        if (!cancelled) callback({ ...reply, isDisposed: true });
      },
      (err: unknown) => {
        if (!cancelled) callback({ err, isDisposed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent<T = void>(packet: ReadPacket): Promise<T> {
    const { data, headers } = unpackRecord(packet.data);
    await this.registry.emit(this.normalizePattern(packet.pattern), toJson(data), headers);
    return undefined as T;
  }
}

function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}
