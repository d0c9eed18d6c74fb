import { currentRequestContext } from '../context/request-context';
import type { Handler } from '../ports';
import { resolveConsumerSettings } from './consumer-settings';
import { resolveJob } from './contracts';
import { processDelivery, type IncomingDelivery } from './process-delivery';

type ProbeJob = { id: string; attempt?: number };

const resolved = resolveJob('system.probe-job');
const settings = resolveConsumerSettings({ durable: 'unit', maxDeliver: 3, backoffMs: [100, 200] });
const control = { working: () => undefined };

function incoming(overrides: Partial<IncomingDelivery> = {}): IncomingDelivery {
  return {
    subject: 'deckmill.job.system.probe-job.v1',
    json: JSON.stringify({ id: 'j1' }),
    headers: {},
    deliveryCount: 1,
    ...overrides,
  };
}

function run(handler: Handler<ProbeJob>, delivery = incoming()) {
  return processDelivery(resolved, settings, handler, delivery, control, 'deckmill.in_process');
}

describe('processDelivery', () => {
  it('acks when the handler resolves, and runs it in the request context of the headers', async () => {
    let seen: string | undefined;
    const decision = await run(
      async () => {
        seen = currentRequestContext()?.requestId;
      },
      incoming({ headers: { 'x-request-id': 'req-9' } }),
    );
    expect(decision).toEqual({ kind: 'ack' });
    expect(seen).toBe('req-9');
  });

  it('naks with the backoff step of the attempt when the handler throws', async () => {
    const failing: Handler<ProbeJob> = async () => {
      throw new Error('busy');
    };
    expect(await run(failing, incoming({ deliveryCount: 1 }))).toEqual({ kind: 'nak', delayMs: 100 });
    expect(await run(failing, incoming({ deliveryCount: 2 }))).toEqual({ kind: 'nak', delayMs: 200 });
  });

  describe('while its subscription stops', () => {
    const decide = (handler: Handler<ProbeJob>, signal: AbortSignal) =>
      processDelivery(
        resolved,
        settings,
        handler,
        incoming({ deliveryCount: 3 }),
        { working: () => undefined, signal },
        'deckmill.in_process',
      );

    it("hands the delivery back when the handler rejects with the stop signal's reason, not as a failure", async () => {
      const stop = new AbortController();
      const stopping: Handler<ProbeJob> = () => {
        stop.abort();
        return Promise.reject(stop.signal.reason);
      };
      expect(await decide(stopping, stop.signal)).toEqual({ kind: 'nak', delayMs: 0 });
    });

    it('still counts another error as a failure', async () => {
      const stop = new AbortController();
      const broken: Handler<ProbeJob> = async () => {
        stop.abort();
        throw new Error('broken deck');
      };
      expect(await decide(broken, stop.signal)).toMatchObject({
        kind: 'dead-letter',
        reason: 'gave up after 3 deliveries: broken deck',
      });
    });

    it('hands back unseen a delivery that arrives once the stop has begun', async () => {
      const stop = new AbortController();
      stop.abort();
      const seen: number[] = [];
      const handler: Handler<ProbeJob> = async (delivery) => {
        seen.push(delivery.deliveryCount);
      };
      expect(await decide(handler, stop.signal)).toEqual({ kind: 'nak', delayMs: 0 });
      expect(seen).toEqual([]);
    });
  });

  it('dead-letters when the last allowed delivery fails', async () => {
    const decision = await run(
      async () => {
        throw new Error('still busy');
      },
      incoming({ deliveryCount: 3 }),
    );
    expect(decision).toEqual({
      kind: 'dead-letter',
      reason: 'gave up after 3 deliveries: still busy',
      deliveryCount: 3,
    });
  });

  it('naks with the delay a retry asks for, until the last delivery', async () => {
    const retry: Handler<ProbeJob> = async () => ({ kind: 'retry', delayMs: 750 });
    expect(await run(retry)).toEqual({ kind: 'nak', delayMs: 750 });
    expect(await run(retry, incoming({ deliveryCount: 3 }))).toMatchObject({ kind: 'dead-letter' });
  });

  it('dead-letters at once, without a retry, an error that cannot heal', async () => {
    const badData: Handler<ProbeJob> = async () => {
      throw Object.assign(new Error('The value for "note" is too long.'), { heals: false });
    };
    expect(await run(badData, incoming({ deliveryCount: 1 }))).toEqual({
      kind: 'dead-letter',
      reason: 'cannot heal: The value for "note" is too long.',
      deliveryCount: 1,
    });
  });

  it('dead-letters a rejection with its reason', async () => {
    const decision = await run(async () => ({ kind: 'reject', reason: 'unknown user' }));
    expect(decision).toEqual({ kind: 'dead-letter', reason: 'unknown user', deliveryCount: 1 });
  });

  it('dead-letters a payload that is not JSON or breaks the contract, without calling the handler', async () => {
    const handler = jest.fn<ReturnType<Handler<ProbeJob>>, Parameters<Handler<ProbeJob>>>();
    expect(await run(handler, incoming({ json: '{not json' }))).toMatchObject({
      kind: 'dead-letter',
      reason: expect.stringContaining('payload is not JSON'),
    });
    expect(await run(handler, incoming({ json: '{"id":1}' }))).toMatchObject({
      kind: 'dead-letter',
      reason: expect.stringContaining('Invalid system.probe-job payload: id:'),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('dead-letters unseen a delivery past maxDeliver (the last attempt timed out)', async () => {
    const handler = jest.fn<ReturnType<Handler<ProbeJob>>, Parameters<Handler<ProbeJob>>>();
    const decision = await run(handler, incoming({ deliveryCount: 4 }));
    expect(decision).toEqual({
      kind: 'dead-letter',
      reason: 'ack wait expired on the last of 3 deliveries',
      deliveryCount: 3,
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
