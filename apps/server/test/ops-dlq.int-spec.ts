import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { JetStreamBus, jetStreamNames, type MessageBus } from '@deckmill/messaging';
import { eventually, testNamespace } from '@deckmill/testing';
import { runOpsCommand } from '../src/commands/ops-command';

const NATS_URL = process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222';

/**
 * `ops dlq list|redrive` over real JetStream. A redriven event reaches the consumer that gave up on
 * it, and only that one (the other subscriber of the event handled the original).
 */
describe('ops dlq', () => {
  const namespace = `${testNamespace()}_opsdlq`;
  let bus: MessageBus;
  const seen: Record<'picky' | 'calm', string[]> = { picky: [], calm: [] };
  const pickyMessageIds: (string | undefined)[] = [];
  let pickyAccepts = false;

  const ops = async (...argv: string[]) => {
    let text = '';
    await runOpsCommand(['dlq', ...argv], { NATS_URL }, (chunk) => void (text += chunk), namespace);
    return text;
  };

  beforeAll(async () => {
    bus = await JetStreamBus.connect({ servers: NATS_URL, namespace });
    await bus.subscribeEvent(
      'system.probe',
      { durable: 'picky', maxDeliver: 1, ackWaitMs: 2_000 },
      async ({ data, messageId }) => {
        seen.picky.push(data.id);
        pickyMessageIds.push(messageId);
        return pickyAccepts ? undefined : { kind: 'reject', reason: `cannot take ${data.id} yet` };
      },
    );
    await bus.subscribeEvent('system.probe', { durable: 'calm', ackWaitMs: 2_000 }, async ({ data }) => {
      seen.calm.push(data.id);
    });
  });

  afterAll(async () => {
    await bus.close();
    const nc = await connect({ servers: NATS_URL });
    const jsm = await jetstreamManager(nc);
    const names = jetStreamNames(namespace);
    for (const stream of [names.eventsStream, names.jobsStream, names.deadLetterStream]) {
      await jsm.streams.delete(stream).catch(() => false);
    }
    await nc.close();
  });

  it('lists the letters, redrives them to the consumer that gave up only, and purges', async () => {
    await bus.publishEvent('system.probe', { id: 'e1' }, { messageId: 'probe-e1' });
    await bus.publishEvent('system.probe', { id: 'e2' });
    await eventually(async () => (await ops('list')).includes('e2 yet'), 'two dead letters', {
      timeoutMs: 15_000,
    });
    const listed = await ops('list');
    expect(listed).toMatch(
      /#\d+ +\S+ +picky +deckmill\.evt\.system\.probe\.v1 +1 deliveries +cannot take e1 yet/,
    );
    const letters = JSON.parse(await ops('list', '--json', '--consumer', 'picky')) as { seq: number }[];
    expect(letters).toHaveLength(2);
    expect(seen.calm.sort()).toEqual(['e1', 'e2']);

    pickyAccepts = true;
    expect(await ops('redrive', '--seq', String(letters[0]?.seq))).toBe('Redrove 1 dead letter.\n');
    await eventually(() => seen.picky.filter((id) => id === 'e1').length === 2, 'the redriven e1', {
      timeoutMs: 15_000,
    });
    // The redriven copy is handed over under its first message id (dedupe by id keeps working).
    expect(pickyMessageIds.filter((id) => id === 'probe-e1')).toHaveLength(2);
    expect(await ops('unknown-action').catch((error: Error) => error.message)).toMatch(/Usage/);
    expect(await ops('redrive', '--purge-only', '--consumer', 'picky')).toBe('Purged 1 dead letter.\n');
    expect(await ops('list')).toBe('No dead letters.\n');
    // The calm subscriber saw the redriven event and acked it unseen: its handler ran once per event.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen.calm.sort()).toEqual(['e1', 'e2']);
    expect(seen.picky.filter((id) => id === 'e2')).toHaveLength(1);
  }, 60_000);
});
