import { SpanKind, trace } from '@opentelemetry/api';
import { contextHeaders, currentRequestContext, runWithRequestContext } from '../src/context/request-context';
import { parentIdOf, recordSpans } from '../src/testing/span-recorder';
import { activeTraceIds } from '../src/tracing/message-tracing';
import { InvalidMessageError } from '../src/core/invalid-message.error';
import type { ConsumerOptions, DeadLetter, Delivery, MessageBus } from '../src/ports';
import { never, sleep, waitFor } from './support/wait-for';

/** One isolated broker state: buses opened from the same world share streams, consumers and messages. */
export interface BusWorld {
  /** Opens a new bus instance (a new connection, or a new process's bus on the same data directory). */
  open(): Promise<MessageBus>;
  /** Puts raw bytes on a job subject, bypassing validation (a producer on an older contract). */
  injectRawJob(subject: string, json: string): Promise<void>;
  dispose(): Promise<void>;
}

type Probe = { id: string; note?: string };
type ProbeJob = { id: string; attempt?: number };

const JOB_SUBJECT = 'deckmill.job.system.probe-job.v1';

/** Short timings keep the suite fast; backoff is small but measurable. */
const FAST: Omit<ConsumerOptions, 'durable'> = { ackWaitMs: 600, backoffMs: [150], maxDeliver: 3 };

/**
 * The observable contract of a MessageBus. Both adapters run it: JetStream (distributed mode) and the
 * in-process bus (embedded mode).
 */
export function runBusContract(createWorld: () => Promise<BusWorld>): void {
  let world: BusWorld;
  const opened: MessageBus[] = [];
  const open = async () => {
    const bus = await world.open();
    opened.push(bus);
    return bus;
  };

  beforeEach(async () => {
    world = await createWorld();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
    await world.dispose();
  });

  it('fans an event out to every durable consumer', async () => {
    const bus = await open();
    const seenBy: Record<string, string[]> = { billing: [], teams: [] };
    for (const durable of Object.keys(seenBy)) {
      await bus.subscribeEvent('system.probe', { ...FAST, durable }, async ({ data }) => {
        seenBy[durable]?.push(data.id);
      });
    }
    for (const id of ['e1', 'e2', 'e3']) await bus.publishEvent('system.probe', { id });

    await waitFor('both consumers to see three events', () =>
      Object.values(seenBy).every((ids) => ids.length === 3),
    );
    expect(seenBy['billing']).toEqual(['e1', 'e2', 'e3']);
    expect(seenBy['teams']).toEqual(['e1', 'e2', 'e3']);
  });

  it('delivers each job to exactly one of the workers sharing a durable consumer', async () => {
    const bus = await open();
    const handledBy = new Map<string, string[]>();
    for (const worker of ['w1', 'w2']) {
      await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'renderers' }, async ({ data }) => {
        handledBy.set(data.id, [...(handledBy.get(data.id) ?? []), worker]);
        await sleep(10);
      });
    }
    const ids = Array.from({ length: 12 }, (_, index) => `job-${index}`);
    for (const id of ids) await bus.enqueueJob('system.probe-job', { id });

    await waitFor('every job to be handled', () => handledBy.size === ids.length);
    await sleep(FAST.ackWaitMs ?? 0);
    expect([...handledBy.keys()].sort()).toEqual([...ids].sort());
    expect([...handledBy.values()].every((workers) => workers.length === 1)).toBe(true);
  });

  it('refuses a second durable consumer on the same job subject', async () => {
    const bus = await open();
    await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'owner' }, async () => undefined);
    await expect(
      bus.consumeJobs('system.probe-job', { ...FAST, durable: 'intruder' }, async () => undefined),
    ).rejects.toThrow();
  });

  it('redelivers after the delay a handler asks for', async () => {
    const bus = await open();
    const deliveries: { count: number; at: number }[] = [];
    await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'retrying' }, async (delivery) => {
      deliveries.push({ count: delivery.deliveryCount, at: Date.now() });
      return delivery.deliveryCount === 1 ? { kind: 'retry', delayMs: 300 } : undefined;
    });
    await bus.enqueueJob('system.probe-job', { id: 'later' });

    await waitFor('the retry', () => deliveries.length === 2);
    const [first, second] = deliveries;
    expect(second?.count).toBe(2);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it('backs off and redelivers when a handler throws', async () => {
    const bus = await open();
    const deliveries: { count: number; at: number }[] = [];
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, backoffMs: [400], durable: 'flaky' },
      async (delivery) => {
        deliveries.push({ count: delivery.deliveryCount, at: Date.now() });
        if (delivery.deliveryCount === 1) throw new Error('database was restarting');
      },
    );
    await bus.enqueueJob('system.probe-job', { id: 'flaky-1' });

    await waitFor('the redelivery', () => deliveries.length === 2);
    expect(deliveries.map((delivery) => delivery.count)).toEqual([1, 2]);
    expect((deliveries[1]?.at ?? 0) - (deliveries[0]?.at ?? 0)).toBeGreaterThanOrEqual(350);
    expect(await bus.readDeadLetters()).toEqual([]);
  });

  it('retries in place while a dependency is away, spending no delivery, and settles once it is back', async () => {
    const bus = await open();
    const runs: number[] = [];
    // maxDeliver 1: a failure that counted as a delivery would dead-letter the job at once.
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, maxDeliver: 1, durable: 'outage' },
      async (delivery) => {
        runs.push(delivery.deliveryCount);
        if (runs.length < 3) {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }
      },
    );
    await bus.enqueueJob('system.probe-job', { id: 'outage-1' });

    // Pauses of 0.5-1 s then 1-2 s, each longer than FAST's 600 ms ack wait: working() holds the delivery.
    await waitFor('the third run', () => runs.length === 3, 10_000);
    await sleep(1_200); // two ack waits: a held delivery that slipped away would come back meanwhile
    expect(runs).toEqual([1, 1, 1]);
    expect(await bus.readDeadLetters()).toEqual([]);
  });

  it('counts a consumer’s unfinished jobs: queued and in a handler, none once settled', async () => {
    const bus = await open();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, ackWaitMs: 5_000, durable: 'counted' },
      async ({ data }) => {
        await gate;
        done.push(data.id);
      },
    );
    for (const id of ['c1', 'c2', 'c3']) await bus.enqueueJob('system.probe-job', { id });
    await waitFor('all three to be counted', async () => (await bus.unfinishedJobs('counted')) === 3);
    release();
    await waitFor('the three to be done', () => done.length === 3);
    await waitFor('none left', async () => (await bus.unfinishedJobs('counted')) === 0);
    expect(await bus.unfinishedJobs('nobody-consumes-this')).toBeUndefined();
  });

  it('takes no job of a consumer it only watches: they wait for the next worker, delivered first-hand', async () => {
    const worker = await open();
    const gone = await worker.consumeJobs(
      'system.probe-job',
      { ...FAST, durable: 'watched' },
      async () => undefined,
    );
    await gone.stop();
    const watcher = await open();
    const stopWatching = watcher.watchConsumer('job', 'watched');
    for (const id of ['w1', 'w2']) await watcher.enqueueJob('system.probe-job', { id });
    await sleep(2 * (FAST.ackWaitMs ?? 0));
    expect(await watcher.unfinishedJobs('watched')).toBe(2);

    const next = await open();
    const received: Delivery<ProbeJob>[] = [];
    await next.consumeJobs('system.probe-job', { ...FAST, durable: 'watched' }, async (delivery) => {
      received.push(delivery);
    });
    await waitFor('both jobs', () => received.length === 2);
    expect(received.map(({ data, deliveryCount }) => [data.id, deliveryCount])).toEqual([
      ['w1', 1],
      ['w2', 1],
    ]);
    stopWatching();
  });

  it('redelivers to another consumer when the first one dies without acking', async () => {
    const doomed = await open();
    const started: Delivery<ProbeJob>[] = [];
    await doomed.consumeJobs('system.probe-job', { ...FAST, durable: 'exporters' }, async (delivery) => {
      started.push(delivery);
      return never();
    });
    const producer = await open();
    await producer.enqueueJob('system.probe-job', { id: 'survives' });
    await waitFor('the first delivery', () => started.length === 1);
    await doomed.close();

    const survivor = await open();
    const redelivered: Delivery<ProbeJob>[] = [];
    await survivor.consumeJobs('system.probe-job', { ...FAST, durable: 'exporters' }, async (delivery) => {
      redelivered.push(delivery);
    });

    await waitFor('the redelivery', () => redelivered.length === 1);
    expect(redelivered[0]?.data).toEqual({ id: 'survives' });
    expect(redelivered[0]?.deliveryCount).toBe(2);
  });

  it('hands a job back at once when its subscription stops while the handler only waits for its turn', async () => {
    const first = await open();
    const waited: number[] = [];
    // A failure would wait a minute's backoff, and a lost delivery a minute's ack wait.
    // Free slots still pulling while it stops would take the handed-back job straight back (and bounce it).
    const slow = { ...FAST, ackWaitMs: 60_000, backoffMs: [60_000], concurrency: 4, durable: 'renderers' };
    // Waits for a slot that never frees, as a preview job behind a busy LibreOffice does, until the stop.
    const subscription = await first.consumeJobs('system.probe-job', slow, (delivery, control) => {
      waited.push(delivery.deliveryCount);
      if (control.signal?.aborted) return Promise.reject(control.signal.reason);
      return new Promise<void>((_, reject) => {
        control.signal?.addEventListener('abort', () => reject(control.signal?.reason), { once: true });
      });
    });
    await first.enqueueJob('system.probe-job', { id: 'handed-back' });
    await waitFor('the first delivery', () => waited.length === 1);
    await subscription.stop();
    // Handed back once, and not to the stopping subscription's own pulls.
    expect(waited).toEqual([1]);

    const next = await open();
    const taken: Delivery<ProbeJob>[] = [];
    await next.consumeJobs('system.probe-job', slow, async (delivery) => {
      taken.push(delivery);
    });
    // Long before the minute of backoff or ack wait: the stop handed the delivery back.
    await waitFor('the handed-back job', () => taken.length === 1);
    expect(taken[0]?.data).toEqual({ id: 'handed-back' });
    // 2, or 1 where nats-server uncounts its try of a pull the stop had ended: a hand-back, never a failure.
    expect(taken[0]?.deliveryCount).toBeLessThanOrEqual(2);
    expect(await next.readDeadLetters()).toEqual([]);
  });

  it('redelivers when a handler never settles, and dead-letters after the last attempt times out', async () => {
    const bus = await open();
    const counts: number[] = [];
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, maxDeliver: 2, concurrency: 3, durable: 'stuck' },
      async (delivery) => {
        counts.push(delivery.deliveryCount);
        return never();
      },
    );
    await bus.enqueueJob('system.probe-job', { id: 'hangs' });

    const [letter] = await waitFor('the dead letter', async () => nonEmpty(await bus.readDeadLetters()));
    expect(counts).toEqual([1, 2]);
    expect(letter).toMatchObject({ consumer: 'stuck', deliveryCount: 2, data: { id: 'hangs' } });
    expect(letter?.reason).toMatch(/ack wait/);
  });

  it('dead-letters a message after max deliveries, with reason, consumer and delivery count', async () => {
    const bus = await open();
    const counts: number[] = [];
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, backoffMs: [20], durable: 'doomed' },
      async (delivery) => {
        counts.push(delivery.deliveryCount);
        throw new Error('template is corrupt');
      },
    );
    await runWithRequestContext({ requestId: 'req-dead' }, () =>
      bus.enqueueJob('system.probe-job', { id: 'poison' }),
    );

    const [letter] = await waitFor('the dead letter', async () => nonEmpty(await bus.readDeadLetters()));
    expect(counts).toEqual([1, 2, 3]);
    expect(letter).toMatchObject({
      subject: JOB_SUBJECT,
      consumer: 'doomed',
      deliveryCount: 3,
      data: { id: 'poison' },
    });
    expect(letter?.reason).toMatch(/template is corrupt/);
    expect(letter?.headers['x-request-id']).toBe('req-dead');
    await sleep(FAST.ackWaitMs ?? 0);
    expect(counts).toHaveLength(3);
  });

  it('dead-letters a rejected message at once', async () => {
    const bus = await open();
    const counts: number[] = [];
    await bus.subscribeEvent('system.probe', { ...FAST, durable: 'auditor' }, async (delivery) => {
      counts.push(delivery.deliveryCount);
      return { kind: 'reject', reason: 'unknown team' };
    });
    await bus.publishEvent('system.probe', { id: 'orphan' });

    const [letter] = await waitFor('the dead letter', async () => nonEmpty(await bus.readDeadLetters()));
    expect(letter).toMatchObject<Partial<DeadLetter>>({
      subject: 'deckmill.evt.system.probe.v1',
      consumer: 'auditor',
      reason: 'unknown team',
      deliveryCount: 1,
    });
    await sleep(FAST.ackWaitMs ?? 0);
    expect(counts).toEqual([1]);
  });

  it('dead-letters at once, without a retry, a job whose error cannot heal', async () => {
    const bus = await open();
    const counts: number[] = [];
    await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'lasting' }, async (delivery) => {
      counts.push(delivery.deliveryCount);
      // The engine's RenderError carries this mark: the same data fails the same way on every delivery.
      throw Object.assign(new Error('The value for "note" is too long.'), { heals: false });
    });
    await bus.enqueueJob('system.probe-job', { id: 'bad-data' });

    const [letter] = await waitFor('the dead letter', async () => nonEmpty(await bus.readDeadLetters()));
    expect(letter).toMatchObject<Partial<DeadLetter>>({
      consumer: 'lasting',
      reason: 'cannot heal: The value for "note" is too long.',
      deliveryCount: 1,
    });
    await sleep(FAST.ackWaitMs ?? 0);
    expect(counts).toEqual([1]);
  });

  it('drops a second publish with the same message id', async () => {
    const bus = await open();
    const seen: Delivery<ProbeJob>[] = [];
    await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'dedupe' }, async (delivery) => {
      seen.push(delivery);
    });
    await bus.enqueueJob('system.probe-job', { id: 'a' }, { messageId: 'row-1' });
    await bus.enqueueJob('system.probe-job', { id: 'a-again' }, { messageId: 'row-1' });
    await bus.enqueueJob('system.probe-job', { id: 'b' }, { messageId: 'row-2' });

    await waitFor('two deliveries', () => seen.length === 2);
    await sleep(200);
    expect(seen.map((delivery) => delivery.data.id)).toEqual(['a', 'b']);
    expect(seen.map((delivery) => delivery.messageId)).toEqual(['row-1', 'row-2']);
  });

  it('resumes a durable consumer after a restart with what was published while it was down', async () => {
    const first = await open();
    const before: string[] = [];
    const subscription = await first.subscribeEvent(
      'system.probe',
      { ...FAST, durable: 'mailer' },
      async ({ data }) => {
        before.push(data.id);
      },
    );
    await first.publishEvent('system.probe', { id: 'before-restart' });
    await waitFor('the first event', () => before.length === 1);
    await subscription.stop();
    await first.close();

    const producer = await open();
    await producer.publishEvent('system.probe', { id: 'while-down-1' });
    await producer.publishEvent('system.probe', { id: 'while-down-2' });

    const restarted = await open();
    const after: string[] = [];
    await restarted.subscribeEvent('system.probe', { ...FAST, durable: 'mailer' }, async ({ data }) => {
      after.push(data.id);
    });
    await waitFor('the missed events', () => after.length === 2);
    await sleep(200);
    expect(after).toEqual(['while-down-1', 'while-down-2']);
  });

  it('refuses to publish a payload its contract rejects', async () => {
    const bus = await open();
    const invalid = { note: 'no id' } as unknown as Probe;
    await expect(bus.publishEvent('system.probe', invalid)).rejects.toBeInstanceOf(InvalidMessageError);
  });

  it('dead-letters a received payload its contract rejects instead of retrying it', async () => {
    await world.injectRawJob(JOB_SUBJECT, JSON.stringify({ id: 42 }));
    const bus = await open();
    const handled: ProbeJob[] = [];
    await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'strict' }, async ({ data }) => {
      handled.push(data);
    });
    await bus.enqueueJob('system.probe-job', { id: 'valid' });

    const [letter] = await waitFor('the dead letter', async () => nonEmpty(await bus.readDeadLetters()));
    await waitFor('the valid job', () => handled.length === 1);
    expect(handled).toEqual([{ id: 'valid' }]);
    expect(letter).toMatchObject({ consumer: 'strict', deliveryCount: 1, data: { id: 42 } });
    expect(letter?.reason).toMatch(/Invalid system\.probe-job payload/);
  });

  it('carries the request id from publisher to handler', async () => {
    const bus = await open();
    const seen: { header?: string; context?: string }[] = [];
    await bus.subscribeEvent('system.probe', { ...FAST, durable: 'tracer' }, async (delivery) => {
      seen.push({ header: delivery.headers['x-request-id'], context: currentRequestContext()?.requestId });
    });
    await runWithRequestContext({ requestId: 'req-42', userId: 'user-7' }, async () => {
      expect(contextHeaders()).toEqual({ 'x-request-id': 'req-42', 'x-user-id': 'user-7' });
      await bus.publishEvent('system.probe', { id: 'traced' });
    });
    await bus.publishEvent('system.probe', { id: 'untraced' });

    await waitFor('both events', () => seen.length === 2);
    expect(seen[0]).toEqual({ header: 'req-42', context: 'req-42' });
    expect(seen[1]?.header).toBeUndefined();
    expect(seen[1]?.context).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("continues the publisher's trace: producer span, then the handler in a consumer span under it", async () => {
    const recorder = recordSpans();
    try {
      const bus = await open();
      const seen: { traceparent?: string; ids?: ReturnType<typeof activeTraceIds> }[] = [];
      await bus.consumeJobs('system.probe-job', { ...FAST, durable: 'traced' }, async (delivery) => {
        seen.push({ traceparent: delivery.headers['traceparent'], ids: activeTraceIds() });
      });
      await trace.getTracer('spec').startActiveSpan('request', async (span) => {
        await bus.enqueueJob('system.probe-job', { id: 'traced' }, { messageId: 'traced-1' });
        span.end();
      });
      await waitFor('the job', () => seen.length === 1);
      await waitFor('the consumer span', () => recorder.spans().some((s) => s.kind === SpanKind.CONSUMER));

      const request = recorder.span('request').spanContext();
      const producer = recorder.span(`publish ${JOB_SUBJECT}`);
      const consumer = recorder.span(`process ${JOB_SUBJECT}`);
      expect(producer.kind).toBe(SpanKind.PRODUCER);
      expect(producer.attributes).toMatchObject({
        'messaging.destination.name': JOB_SUBJECT,
        'messaging.message.id': 'traced-1',
      });
      expect(parentIdOf(producer)).toBe(request.spanId);
      expect(consumer.spanContext().traceId).toBe(request.traceId);
      expect(parentIdOf(consumer)).toBe(producer.spanContext().spanId);
      expect(consumer.attributes).toMatchObject({
        'messaging.consumer.group.name': 'traced',
        'messaging.message.delivery_count': 1,
        'deckmill.settlement': 'ack',
      });
      expect(seen[0]).toEqual({
        traceparent: `00-${request.traceId}-${producer.spanContext().spanId}-01`,
        ids: { traceId: request.traceId, spanId: consumer.spanContext().spanId },
      });
    } finally {
      await recorder.stop();
    }
  });

  it('carries who acts and from where (actor, client address, user agent) to the handler', async () => {
    const bus = await open();
    const seen: (ReturnType<typeof currentRequestContext> & object)[] = [];
    await bus.subscribeEvent('system.probe', { ...FAST, durable: 'audit-context' }, async () => {
      const context = currentRequestContext();
      if (context) seen.push(context);
    });
    const context = {
      requestId: 'req-audit-1',
      actor: { kind: 'api_key' as const, userId: 'user-7', email: 'ada@example.com', apiKeyId: 'key-3' },
      ip: '2001:db8::7',
      userAgent: 'deckmill-cli/1.4 (linux)',
    };
    await runWithRequestContext(context, () => bus.publishEvent('system.probe', { id: 'audited' }));

    await waitFor('the event', () => seen.length === 1);
    // userId comes along from the actor, so older consumers reading x-user-id still see who it was.
    expect(seen[0]).toEqual({ ...context, userId: 'user-7' });
  });

  // Timings leave ~1.5 s of slack between heartbeats: CI runs LibreOffice beside this suite, and a stalled
  // event loop must not pass for a lost worker.
  it('keeps a long job with its worker while the handler reports it is working', async () => {
    const bus = await open();
    const counts: number[] = [];
    await bus.consumeJobs(
      'system.probe-job',
      { ...FAST, ackWaitMs: 2_000, concurrency: 2, durable: 'long' },
      async (delivery, control) => {
        counts.push(delivery.deliveryCount);
        // 5 s of work, well past the 2 s ack wait, reported every 250 ms.
        for (let step = 0; step < 20; step++) {
          await sleep(250);
          control.working();
        }
      },
    );
    await bus.enqueueJob('system.probe-job', { id: 'long' });

    await waitFor('the job to start', () => counts.length === 1);
    await sleep(5_500);
    expect(counts).toEqual([1]);
  });

  it('never holds a waiting job while busy, so a worker that joins later gets it first-hand', async () => {
    const bus = await open();
    const deliveries: string[] = [];
    const options = { ...FAST, ackWaitMs: 2_000, durable: 'pool' };
    let longDone = false;
    await bus.consumeJobs('system.probe-job', options, async ({ data, deliveryCount }, control) => {
      deliveries.push(`busy:${data.id}#${deliveryCount}`);
      for (let step = 0; step < 20 && data.id === 'long'; step++) {
        await sleep(250);
        control.working();
      }
      longDone ||= data.id === 'long';
    });
    await bus.enqueueJob('system.probe-job', { id: 'long' });
    await waitFor('the long job to start', () => deliveries.length === 1);
    await bus.enqueueJob('system.probe-job', { id: 'queued' });
    // Longer than the ack wait: a worker that had taken the queued job early would have lost it by now
    // (redelivered as #2), or would run it itself once the long job ends.
    await sleep(2_300);
    await bus.consumeJobs('system.probe-job', options, async ({ data, deliveryCount }) => {
      deliveries.push(`late:${data.id}#${deliveryCount}`);
    });

    await waitFor('the long job to end', () => longDone);
    await sleep(600);
    expect(deliveries).toEqual(['busy:long#1', 'late:queued#1']);
  });
}

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}
