import { Inject, Injectable } from '@nestjs/common';
import { NatsRecord, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { Rpc, rpcSubject, type RpcKey, type RpcReply, type RpcRequest } from '@deckmill/bus-contracts';
import { contextHeaders, currentRequestContext, newRequestId } from '../context/request-context';
import { rpcDuration } from '../metrics/messaging-metrics';
import { inProducerSpan, SpanKind, type MessagingSystem } from '../tracing/message-tracing';
import { InProcessClientProxy } from './in-process/in-process-client-proxy';
import { callFailure, invalidReply, invalidRequest, isConnectionGone, isNoResponders } from './rpc-failures';
import { DomainException } from './domain-exception';
import { ServiceException } from './service-exception';
import { refuseInsideTransaction } from './transaction-guard';

export const RPC_CLIENT_PROXY = Symbol('RPC_CLIENT_PROXY');
export const RPC_CLIENT_OPTIONS = Symbol('RPC_CLIENT_OPTIONS');

/** What RpcClient needs of a Nest client (the NATS one, or the in-process one). */
export type RpcClientTransport = Pick<ClientProxy, 'send' | 'close'> & {
  /**
   * True while the services' subscriptions may not be back yet after the connection's outage: a call nobody
   * answers is then sent again until someone does or its time is up. Absent: never.
   */
  settling?(): boolean;
  /** Whether the connection is up, or comes back, within `ms`. Absent: always up. */
  whenConnected?(ms: number): Promise<boolean>;
};

/** How often a call nobody answered is sent again while the bus settles after an outage. */
const RESEND_AFTER_MS = 250;
/**
 * How long a call made while its connection reconnects waits for it: the longest a connection takes to find
 * NATS back (NATS_RECONNECT_OPTIONS: an attempt every 2 s, plus up to 1 s of jitter). During an outage a call
 * answers "No service answers" this much later; just after one, it is answered.
 */
const RECONNECT_WAIT_MS = 3_000;

export interface RpcClientOptions {
  /** Default time a call waits for its reply. */
  timeoutMs: number;
  /**
   * Refuse a call made inside a database transaction (WaitInsideTransactionError, naming the subject) instead
   * of waiting for the reply while the transaction holds its connection and locks. Default off.
   */
  refuseInsideTransaction?: boolean;
}

export interface RpcCallOptions {
  timeoutMs?: number;
}

/**
 * Typed request/reply. Validates the request and the reply with the contract's schemas, carries the
 * request id in the headers, and fails with the service's DomainException or a ServiceException of a kind:
 * `invalid_request`, `bad_reply`, `unavailable` (nothing serves the subject), `timeout` or `failed`.
 * With `refuseInsideTransaction` (on outside production), a call made inside a database transaction fails at
 * once with WaitInsideTransactionError, before anything is sent.
 */
@Injectable()
export class RpcClient {
  constructor(
    @Inject(RPC_CLIENT_PROXY) private readonly proxy: RpcClientTransport,
    @Inject(RPC_CLIENT_OPTIONS) private readonly options: RpcClientOptions,
  ) {}

  async call<K extends RpcKey>(
    key: K,
    request: RpcRequest<K>,
    options: RpcCallOptions = {},
  ): Promise<RpcReply<K>> {
    const contract = Rpc[key];
    refuseInsideTransaction(
      this.options.refuseInsideTransaction ?? false,
      () => `RpcClient.call('${key}') to ${rpcSubject(contract)}`,
    );
    const parsedRequest = contract.request.safeParse(request);
    if (!parsedRequest.success) throw invalidRequest(parsedRequest.error.issues);
    const subject = rpcSubject(contract);
    const raw = await inProducerSpan(
      `send ${subject}`,
      SpanKind.CLIENT,
      { 'rpc.system': this.system(), 'rpc.method': key, 'messaging.destination.name': subject },
      () => this.send(key, subject, parsedRequest.data, options),
      (error) => !(error instanceof DomainException),
    );
    const reply = contract.reply.safeParse(raw);
    if (!reply.success) throw invalidReply(key, reply.error.issues);
    // Parsed by Rpc[K].reply, the schema RpcReply<K> is inferred from; TS cannot follow K through the map.
    return reply.data as RpcReply<K>;
  }

  /** Embedded mode's calls never touch NATS: their spans say so. */
  private system(): MessagingSystem {
    return this.proxy instanceof InProcessClientProxy ? 'deckmill.in_process' : 'nats';
  }

  /** One round trip, inside the client span: the headers carry it to the server's span. */
  private async send(
    key: RpcKey,
    subject: string,
    request: unknown,
    options: RpcCallOptions,
  ): Promise<unknown> {
    // A call made outside any request still gets an id, so the service's logs can be correlated.
    const headers = currentRequestContext()
      ? contextHeaders()
      : contextHeaders({ requestId: newRequestId() });
    const timer = rpcDuration.startTimer({ rpc: key });
    const deadline = Date.now() + (options.timeoutMs ?? this.options.timeoutMs);
    try {
      const raw = await this.roundTrip(subject, new NatsRecord(request, headers), deadline);
      timer({ outcome: 'ok' });
      return raw;
    } catch (error) {
      const failure = callFailure(key, error);
      timer({ outcome: failure instanceof ServiceException ? failure.kind : 'domain_error' });
      throw failure;
    }
  }

  /**
   * Sends until answered or `deadline`. Just after an outage, the connections of a process and of the services
   * come back one by one, seconds apart: this one may still be reconnecting, or a service's subscription may
   * not be back yet though its consumers are (the first request after a minute away answered "No service
   * answers"). A call waits for its own connection once, and while the bus settles is sent again when nobody
   * answered.
   */
  private async roundTrip(subject: string, record: NatsRecord, deadline: number): Promise<unknown> {
    let waitedForConnection = false;
    for (;;) {
      try {
        const reply = this.proxy.send(subject, record).pipe(timeout(Math.max(1, deadline - Date.now())));
        return await firstValueFrom(reply);
      } catch (error) {
        if (isConnectionGone(error) && this.proxy.whenConnected && !waitedForConnection) {
          waitedForConnection = true;
          const waitMs = Math.min(RECONNECT_WAIT_MS, deadline - Date.now());
          if (await this.proxy.whenConnected(waitMs)) continue;
          throw error;
        }
        const settling = this.proxy.settling?.() === true;
        if (!isNoResponders(error) || !settling || Date.now() + RESEND_AFTER_MS >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS));
      }
    }
  }
}
