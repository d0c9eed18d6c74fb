import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { outboxTable } from '@deckmill/messaging/testing';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { BatchJobs } from '../src/shared/batch-jobs';
import { chunkRanges } from '../src/shared/chunks';
import { eventually } from './support/eventually';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const outbox = outboxTable('generation');

interface OutboxRow {
  readonly messageId: string;
  readonly published: boolean;
}

/** Generation stages its jobs, events and mails in its outbox with the change they follow. */
describe('generation: the outbox', () => {
  let stack: TestStack;
  let dataSource: DataSource;
  let jobs: BatchJobs;

  beforeAll(async () => {
    stack = await startTestStack();
    if (!stack.dataSource) throw new Error('the stack has a database');
    dataSource = stack.dataSource;
    jobs = stack.app.get(BatchJobs, { strict: false });
  });

  afterAll(() => stack.stop());

  const rowsOf = (batchId: string): Promise<OutboxRow[]> =>
    dataSource.query(
      `SELECT message_id AS "messageId", published_at IS NOT NULL AS published FROM ${outbox}
       WHERE message_id LIKE '%' || $1 || '%' ORDER BY id`,
      [batchId],
    );

  it('stages the chunks, the finalizer, the events and the mail of a batch, and publishes every one', async () => {
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(60) });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await waitForStatus(user, id);
    await eventually(async () => (await rowsOf(id)).length === 8, 'eight staged messages');
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.messageId)).toEqual([
      // The audit trail's record of the personal links (on by default for the paid plan the user is on).
      `share_links.created:${id}`,
      `generation:${id}:1-25`,
      `generation:${id}:26-50`,
      `generation:${id}:51-60`,
      // The audit trail's record of the creation, committed with the batch.
      `presentation.created:${id}`,
      `finalize:${id}`,
      `presentation.completed:${id}`,
      `mail:batch:${id}`,
    ]);
    await eventually(async () => (await rowsOf(id)).every((row) => row.published), 'all eight published');
    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(user.email) && m.text.includes(id), 10_000);
  });

  it('loses no chunk when the process dies between storing the batch and publishing its jobs', async () => {
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    // The create commits its batch and staged jobs, then "dies" before its flush: only the relay is left.
    const publish = jest
      .spyOn(BatchJobs.prototype, 'publishStaged')
      .mockImplementationOnce(() => Promise.resolve());
    try {
      const created = await bulkCreate(user, { templateId, csv: sampleCsv(30) });
      expect(created.status).toBe(201);
      expect(publish).toHaveBeenCalledTimes(1);
      const detail = await waitForStatus(user, created.body.id);
      expect(detail).toMatchObject({ status: 'completed', rows_done: 30 });
    } finally {
      publish.mockRestore();
    }
  });

  it('stages and publishes all 400 chunks of a 20,000-row batch', async () => {
    // A batch id nobody stored: the workers skip these chunks, which is all this measures around.
    const batchId = randomUUID();
    const ranges = chunkRanges(20_000);
    expect(ranges).toHaveLength(400);
    await dataSource.transaction((manager) => jobs.stageChunks(manager, batchId, ranges));
    expect((await rowsOf(batchId)).some((row) => row.published)).toBe(false);
    await jobs.publishStaged();
    const rows = await rowsOf(batchId);
    expect(rows).toHaveLength(400);
    expect(rows.every((row) => row.published)).toBe(true);
    // How fast is measured by `npm run bench:batch`, not here: a timed test fails on a busy machine.
  });
});
