import 'reflect-metadata';
import { Inject, Injectable, Module, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { EventKey, JobKey } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type DeliveryControl, type MessageBus } from '../ports';
import { InProcessRpcRegistry } from '../rpc/in-process/in-process-rpc-registry';
import { MessagingModule } from './messaging.module';
import { OnEvent, OnJob, type EventDelivery, type JobDelivery } from './on-message.decorator';

const DURABLE = Symbol('DURABLE');

/** A promise resolved from outside: what a handler saw, awaited by the test. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

@Injectable()
class ProbeHandlers {
  readonly events = deferred<{ id: string; self: ProbeHandlers }>();
  readonly jobs = deferred<{ id: string; working: boolean }>();

  constructor(@Inject(DURABLE) readonly jobDurable: string) {}

  @OnEvent('system.probe', { durable: 'probe-audit' })
  async onProbe({ data }: EventDelivery<'system.probe'>): Promise<void> {
    this.events.resolve({ id: data.id, self: this });
  }

  // Options read from the instance at start-up, as a service does with its injected settings.
  @OnJob('system.probe-job', (handlers: ProbeHandlers) => ({ durable: handlers.jobDurable, concurrency: 2 }))
  async onProbeJob({ data }: JobDelivery<'system.probe-job'>, control: DeliveryControl): Promise<void> {
    this.jobs.resolve({ id: data.id, working: typeof control.working === 'function' });
  }
}

@Injectable()
class SecondAuditor {
  @OnEvent('system.probe', { durable: 'probe-audit' })
  async onProbe(): Promise<void> {
    // never reached: the application refuses to start
  }
}

@Injectable()
class SecondWorker {
  @OnJob('system.probe-job', { durable: 'probe-other-workers' })
  async onProbeJob(): Promise<void> {
    // never reached: the application refuses to start
  }
}

@Injectable()
class UnknownEvent {
  // A name outside the registry (TypeScript refuses it; JavaScript or a cast does not).
  @OnEvent('system.no-such-event' as EventKey, { durable: 'probe-unknown' })
  async onNothing(): Promise<void> {
    // never reached: the application refuses to start
  }
}

@Injectable()
class UnknownJob {
  @OnJob('system.no-such-job' as JobKey, { durable: 'probe-unknown-job' })
  async onNothing(): Promise<void> {
    // never reached: the application refuses to start
  }
}

@Injectable()
class SlowHeartbeat {
  @OnJob('system.probe-job', { durable: 'probe-slow', ackWaitMs: 5_000, heartbeatMs: 5_000 })
  async onProbeJob(): Promise<void> {
    // never reached: the application refuses to start
  }
}

function start(...handlers: Type[]): Promise<INestApplicationContext> {
  @Module({
    imports: [MessagingModule.forRoot({ mode: 'embedded', rpcRegistry: new InProcessRpcRegistry() })],
    providers: [...handlers, { provide: DURABLE, useValue: 'probe-workers' }],
  })
  class ProbeModule {}
  return NestFactory.createApplicationContext(ProbeModule, { logger: false, abortOnError: false });
}

describe('@OnEvent / @OnJob discovery', () => {
  it('subscribes every decorated method at bootstrap: each gets its messages, bound to its instance', async () => {
    const app = await start(ProbeHandlers);
    try {
      const handlers = app.get(ProbeHandlers);
      const bus = app.get<MessageBus>(MESSAGE_BUS);
      await bus.publishEvent('system.probe', { id: 'evt-1' });
      await bus.enqueueJob('system.probe-job', { id: 'job-1' });

      const event = await handlers.events.promise;
      expect(event.id).toBe('evt-1');
      expect(event.self).toBe(handlers);
      await expect(handlers.jobs.promise).resolves.toEqual({ id: 'job-1', working: true });
    } finally {
      await app.close();
    }
  });

  it('refuses a durable name declared twice, naming both methods', async () => {
    await expect(start(ProbeHandlers, SecondAuditor)).rejects.toThrow(
      'Durable consumer "probe-audit" is declared twice: ProbeHandlers.onProbe and SecondAuditor.onProbe',
    );
  });

  it('refuses a second consumer of one job', async () => {
    await expect(start(ProbeHandlers, SecondWorker)).rejects.toThrow(
      'Job "system.probe-job" is consumed twice: ProbeHandlers.onProbeJob and SecondWorker.onProbeJob',
    );
  });

  it('refuses an event or job name that no contract declares', async () => {
    await expect(start(UnknownEvent)).rejects.toThrow(
      'UnknownEvent.onNothing: no event contract is named "system.no-such-event"',
    );
    await expect(start(UnknownJob)).rejects.toThrow(
      'UnknownJob.onNothing: no job contract is named "system.no-such-job"',
    );
  });

  it('refuses options no consumer could honour, before subscribing anything', async () => {
    await expect(start(SlowHeartbeat)).rejects.toThrow(
      'SlowHeartbeat.onProbeJob: heartbeatMs 5000 must be positive and below ackWaitMs 5000',
    );
  });

  it('refuses a method decorated for two messages when the class is defined', () => {
    expect(() => {
      class Twice {
        @OnEvent('system.probe', { durable: 'probe-a' })
        @OnEvent('system.probe', { durable: 'probe-b' })
        async onProbe(): Promise<void> {
          // never reached: the class cannot be defined
        }
      }
      return Twice;
    }).toThrow('Twice.onProbe already handles event "system.probe"');
  });
});
