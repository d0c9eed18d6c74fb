import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { selectRows, serviceSchema } from '@deckmill/database';
import { LostWork } from '../src/rendering/sweep/lost-work';
import { ResumeBatchesUseCase } from '../src/rendering/use-cases/resume-batches/resume-batches.use-case';
import { SweepLease } from '../src/rendering/sweep/sweep-lease';
import { eventually } from './support/eventually';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const schema = `"${serviceSchema('generation')}"`;

/**
 * Work lost without a restart (a chunk job dead-lettered during a long outage, or gone with a broker)
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
    // The first run settles before the loss is staged: 'completed' is written before the chunk job is acked and
    // before the finalizer announces the batch. A finalizer still running after the reset would announce it
    // (and the sweep skip it), and a pass re-sends nothing while a job is unfinished or an event staged.
    const lostWork = stack.app.get(LostWork);
    await eventually(async () => {
      const [batch] = await selectRows<{ announced_at: Date | null }>(
        dataSource,
        `SELECT announced_at FROM ${schema}."batches" WHERE id = $1`,
        [created.body.id],
      );
      if (!batch?.announced_at || (await lostWork.staged())) return false;
      const idle = await lostWork.idle();
      return idle.has('chunks') && idle.has('finalize');
    }, 'the first run announced and the bus quiet');

    // As if its chunk jobs had been lost before any row was made: rows pending, the batch processing.
    await dataSource.query(`UPDATE ${schema}."batch_rows" SET status = 'pending' WHERE batch_id = $1`, [
      created.body.id,
    ]);
    await dataSource.query(
      `UPDATE ${schema}."batches" SET status = 'processing', rows_done = 0, completed_at = NULL,
         announced_at = NULL WHERE id = $1`,
      [created.body.id],
    );
    // One pass, as the process holding the lease runs it every minute (the lease has its own test above); the
    // use case itself, so a pass of the minute's timer already under way cannot stand in for it.
    expect(await stack.app.get(ResumeBatchesUseCase).execute()).toBeGreaterThan(0);
    const done = await waitForStatus(user, created.body.id, ['completed', 'failed'], 30_000);
    expect(done).toMatchObject({ status: 'completed', rows_done: 4, rows_failed: 0 });
  }, 90_000);
});
