import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from './support/eventually';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { seriesValue } from './support/metrics-scrape';
import { sampleCsv, sampleDeck } from './support/sample-deck';

/**
 * After a batch, /metrics holds the domain series an operator alerts and draws dashboards on, with
 * the values this batch caused.
 */
describe('domain metrics after a batch', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ metricsToken: 'scrape-me' });
  });

  afterAll(async () => {
    await stack.stop();
  });

  const scrape = async () => {
    const res = await new TestClient(stack.baseUrl).get('/metrics', { authorization: 'Bearer scrape-me' });
    expect(res.status).toBe(200);
    return res.text;
  };

  it('counts the rows, times the chunk and the batch, and shows the bus, the outboxes and RPC', async () => {
    const before = await scrape();
    // The registry is the process's: a suite that ran before this one in the same Jest file left its series.
    const renderedBefore = seriesValue(before, 'deckmill_rows_rendered_total', { outcome: 'rendered' }) ?? 0;
    const batchesBefore =
      seriesValue(before, 'deckmill_batch_duration_seconds_count', { status: 'completed' }) ?? 0;
    const chunksBefore = seriesValue(before, 'deckmill_chunk_duration_seconds_count') ?? 0;
    const acksBefore =
      seriesValue(before, 'deckmill_bus_deliveries_total', {
        consumer: 'generation-render',
        settlement: 'ack',
      }) ?? 0;
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(3) });
    expect(created.status).toBe(201);
    expect((await waitForStatus(user, created.body.id)).status).toBe('completed');

    // The chunk's delivery settles, and the batch's duration is observed when it is announced (a job of its
    // own), after the status reads completed.
    let text = '';
    await eventually(async () => {
      text = await scrape();
      return (
        (seriesValue(text, 'deckmill_batch_duration_seconds_count', { status: 'completed' }) ?? 0) >
          batchesBefore &&
        (seriesValue(text, 'deckmill_chunk_duration_seconds_count') ?? 0) > chunksBefore &&
        (seriesValue(text, 'deckmill_bus_deliveries_total', {
          consumer: 'generation-render',
          settlement: 'ack',
        }) ?? 0) > acksBefore
      );
    }, 'the batch settled and announced');
    expect(seriesValue(text, 'deckmill_rows_rendered_total', { outcome: 'rendered' })).toBe(
      renderedBefore + 3,
    );
    expect(seriesValue(text, 'deckmill_chunk_duration_seconds_count')).toBeGreaterThan(chunksBefore);
    expect(
      seriesValue(text, 'deckmill_batch_duration_seconds_count', { status: 'completed' }),
    ).toBeGreaterThan(batchesBefore);
    expect(
      seriesValue(text, 'deckmill_bus_deliveries_total', {
        consumer: 'generation-render',
        settlement: 'ack',
      }),
    ).toBeGreaterThan(acksBefore);
    expect(seriesValue(text, 'deckmill_bus_consumer_pending', { consumer: 'generation-render' })).toBe(0);
    expect(
      seriesValue(text, 'deckmill_bus_consumer_ack_pending', { consumer: 'generation-render' }),
    ).toBeDefined();
    expect(seriesValue(text, 'deckmill_bus_dead_letters')).toBeDefined();
    expect(seriesValue(text, 'deckmill_nats_connected')).toBe(1);
    expect(seriesValue(text, 'deckmill_outbox_backlog', { service: 'generation' })).toBeDefined();
    expect(seriesValue(text, 'deckmill_outbox_oldest_age_seconds', { service: 'generation' })).toBeDefined();
    expect(seriesValue(text, 'deckmill_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'deckmill_db_pool_connections', { state: 'waiting' })).toBeDefined();
    // Sign-in alone asks identity over RPC.
    expect(
      seriesValue(text, 'deckmill_rpc_duration_seconds_count', { rpc: 'identity.sign-in', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
  }, 90_000);
});
