import { noResponders } from '../rpc-failures';

/** A reply as it would come off the wire: JSON text, parsed again by the caller. */
export interface WireReply {
  readonly err?: string;
  readonly response?: string;
}

export type WireRequestHandler = (json: string, headers: Record<string, string>) => Promise<WireReply>;
export type WireEventHandler = (json: string, headers: Record<string, string>) => Promise<void>;

/**
 * The "network" of embedded mode: servers register their subjects, clients look them up. Everything
 * crosses as JSON text so handlers see exactly what they would see over NATS.
 */
export class InProcessRpcRegistry {
  private readonly responders = new Map<string, WireRequestHandler>();
  private readonly listeners = new Map<string, Set<WireEventHandler>>();

  serve(subject: string, handler: WireRequestHandler): () => void {
    if (this.responders.has(subject)) throw new Error(`${subject} already has an in-process responder`);
    this.responders.set(subject, handler);
    return () => this.responders.delete(subject);
  }

  listen(subject: string, handler: WireEventHandler): () => void {
    const handlers = this.listeners.get(subject) ?? new Set();
    handlers.add(handler);
    this.listeners.set(subject, handlers);
    return () => handlers.delete(handler);
  }

  async request(
    subject: string,
    json: string,
    headers: Record<string, string>,
  ): Promise<{ err?: unknown; response?: unknown }> {
    const responder = this.responders.get(subject);
    if (!responder) return { err: noResponders(subject) };
    const reply = await responder(json, { ...headers });
    return {
      ...(reply.err !== undefined ? { err: JSON.parse(reply.err) } : {}),
      ...(reply.response !== undefined ? { response: JSON.parse(reply.response) } : {}),
    };
  }

  async emit(subject: string, json: string, headers: Record<string, string>): Promise<void> {
    await Promise.all(
      [...(this.listeners.get(subject) ?? [])].map((handler) => handler(json, { ...headers })),
    );
  }
}

/** The registry embedded mode shares between the gateway's client and the services' servers. */
export const processRpcRegistry = new InProcessRpcRegistry();
