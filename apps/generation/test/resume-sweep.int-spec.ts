import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { serviceSchema } from '@deckmill/database';
import { LostWork } from '../src/rendering/sweep/lost-work';
import { ResumeSweep } from '../src/rendering/sweep/resume-sweep';
import { SweepLease } from '../src/rendering/sweep/sweep-lease';
import { eventually } from './support/eventually';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const schema = `"${serviceSchema('generation')}"`;

/**
 * Issue 21: work lost without a restart (a chunk job dead-lettered during a long outage, or gone with a broker)
 * is found by the periodic sweep, in the one process holding its lease, and the batch finishes by itself.
 */
describe('generation: the resume sweep', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });

  afterAll(async () => {
    await stack.stop();
  });

  it('gives the lease to one process at a time, and to another once it expires', async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    const first = new SweepLease(dataSource);
    const second = new SweepLease(dataSource);
    expect(await first.claim('test-lease', 1_000)).toBe(true);
    expect(await second.claim('test-lease', 1_000)).toBe(false);
    expect(await first.claim('test-lease', 1_000)).toBe(true); // renewed by its holder
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await second.claim('test-lease', 1_000)).toBe(true);
    expect(await first.claim('test-lease', 1_000)).toBe(false);
  });

  it('re-sends the chunks of a batch whose jobs are gone, once no job is left, and the batch completes', async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(4) });
    expect((await waitForStatus(user, created.body.id)).status).toBe('completed');

    // As if its chunk jobs had been lost before any row was made: rows pending, the batch processing.
    await dataSource.query(`UPDATE ${schema}."batch_rows" SET status = 'pending' WHERE batch_id = $1`, [
      created.body.id,
    ]);
    await dataSource.query(
      `UPDATE ${schema}."batches" SET status = 'processing', rows_done = 0, completed_at = NULL,
         announced_at = NULL WHERE id = $1`,
      [created.body.id],
    );
    // A pass re-sends nothing while the first run's last events are staged or its finalizer is in flight (it
    // cannot tell those from the rows' jobs), so it waits for a quiet bus, as the minute's next pass would.
    const lostWork = stack.app.get(LostWork);
    await eventually(
      async () => !(await lostWork.staged()) && (await lostWork.idle()).has('chunks'),
      'nothing staged and no chunk job queued',
    );
    // The test's process holds the lease (the stack's sweep ran at start-up); one pass finds the lost work.
    await stack.app.get(ResumeSweep).sweep();
    const done = await waitForStatus(user, created.body.id, ['completed', 'failed'], 30_000);
    expect(done).toMatchObject({ status: 'completed', rows_done: 4, rows_failed: 0 });
  }, 90_000);
});
