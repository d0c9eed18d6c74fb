import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { currentRequestContext } from '../../src/context/request-context';
import { activeTraceIds } from '../../src/tracing/message-tracing';
import { RpcHandler, type RpcPayload } from '../../src/rpc/rpc-handler.decorator';
import { DomainException } from '../../src/rpc/domain-exception';

/** Holds 'slow' requests until the test lets them go, so no handler outlives its test. */
class Gate {
  private waiting: (() => void)[] = [];

  wait(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  openAll(): void {
    for (const release of this.waiting.splice(0)) release();
  }
}

export const slowRequests = new Gate();

/** A service handler whose behaviour is chosen by the `service` field of the request. */
@Controller()
export class PingController {
  @RpcHandler('system.ping')
  async ping(@Payload() request: RpcPayload<'system.ping'>): Promise<RpcReply<'system.ping'>> {
    switch (request.service) {
      case 'forbidden':
        throw new DomainException({
          kind: 'forbidden',
          code: 'not_your_team',
          message: 'Not your team',
          fields: { team: ['Not your team'] },
        });
      case 'crash':
        throw new Error('connection string postgres://secret@db');
      case 'malformed':
        return { service: request.service, ok: false, at: 'now' } as unknown as RpcReply<'system.ping'>;
      case 'context': {
        // Who and from where, as the handler sees them.
        const context = currentRequestContext();
        const seen = { actor: context?.actor, ip: context?.ip, userAgent: context?.userAgent };
        return { service: request.service, ok: true, at: JSON.stringify(seen) };
      }
      case 'trace': {
        // The span the handler runs in, as its log lines would name it.
        const ids = activeTraceIds();
        return { service: request.service, ok: true, at: ids ? `${ids.traceId}:${ids.spanId}` : 'none' };
      }
      case 'slow':
        await slowRequests.wait();
        break;
    }
    // `at` echoes the request id the handler runs under, so tests can see it crossed the wire.
    return { service: request.service, ok: true, at: currentRequestContext()?.requestId ?? 'none' };
  }
}
