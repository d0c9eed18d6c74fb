import { randomUUID } from 'node:crypto';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { BatchRepository } from '../src/batches/batch.repository';
import { ReleaseAbandonedReservationsUseCase } from '../src/batches/use-cases/release-abandoned-reservations/release-abandoned-reservations.use-case';
import { bulkCreate, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const intentsTable = `${quoteIdent(serviceSchema('generation'))}."reservation_intents"`;
const batchesTable = `${quoteIdent(serviceSchema('generation'))}."batches"`;

/**
 * bulk_create reserves rows with billing before it stores the batch. A process that dies in between must not
 * keep the rows reserved for ever: the sweep gives them back. These tests stop a create at the crash points.
 */
describe('generation: reservations of batches that were never stored are released', () => {
  let stack: TestStack;
  let rpc: RpcClient;
  let batches: BatchRepository;
  let sweep: ReleaseAbandonedReservationsUseCase;

  beforeAll(async () => {
    stack = await startTestStack();
    rpc = stack.app.get(RpcClient);
    batches = stack.app.get(BatchRepository, { strict: false });
    sweep = stack.app.get(ReleaseAbandonedReservationsUseCase, { strict: false });
  });

  afterAll(() => stack.stop());

  const used = async (userId: string) => (await rpc.call('billing.get-usage', { userId })).currentUsage;
  const query = async (sql: string, params: unknown[]): Promise<unknown[]> =>
    (await stack.dataSource?.query(sql, params)) ?? [];
  /** As if the create started eleven minutes ago (the sweep waits ten before giving a create up). */
  const age = (batchId: string) =>
    query(`UPDATE ${intentsTable} SET "created_at" = now() - interval '11 minutes' WHERE "batch_id" = $1`, [
      batchId,
    ]);

  it('gives the rows back when the process died between billing.reserve and storing the batch', async () => {
    const user = await newUser(stack, 'free');
    const batchId = randomUUID();
    // The create's first two steps, then the crash: the intent and the reservation exist, the batch never will.
    await batches.recordReservation(user.id, batchId, 6);
    await rpc.call('billing.reserve', { userId: user.id, batchId, rows: 6 });
    expect(await used(user.id)).toBe(6);

    // A young intent may belong to a create still running: left alone.
    expect(await sweep.execute()).toBe(0);
    expect(await used(user.id)).toBe(6);

    await age(batchId);
    expect(await sweep.execute()).toBe(1);
    expect(await used(user.id)).toBe(0);
    expect(await query(`SELECT 1 FROM ${intentsTable} WHERE "batch_id" = $1`, [batchId])).toEqual([]);

    // The allowance is whole again: the free plan's 10 decks fit.
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(10) });
    expect(created.status).toBe(201);
    expect(await sweep.execute()).toBe(0);
    expect(await used(user.id)).toBe(10);
  });

  it('releases nothing when the process died before reserving', async () => {
    const user = await newUser(stack, 'free');
    const batchId = randomUUID();
    await batches.recordReservation(user.id, batchId, 4);
    await age(batchId);
    expect(await sweep.execute()).toBe(1);
    expect(await used(user.id)).toBe(0);
    expect(await query(`SELECT 1 FROM ${intentsTable} WHERE "batch_id" = $1`, [batchId])).toEqual([]);
  });

  it('refuses to store a batch whose create outlived the sweep, and its rows stay released', async () => {
    const user = await newUser(stack, 'free');
    const templateId = await uploadTemplate(user, sampleDeck());
    // The create hangs after reserving (here: just before its store) while the sweep gives it up. The sweep
    // runs beside the create, as it does on its timer, not inside the create's transaction: from there its
    // billing.release would be a wait on another service inside a transaction, which the guard refuses.
    const settleForReal = batches.settleReservation.bind(batches);
    let reachedStore: (batchId: string) => void = () => undefined;
    const atStore = new Promise<string>((resolve) => (reachedStore = resolve));
    let resume: () => void = () => undefined;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const settle = jest
      .spyOn(batches, 'settleReservation')
      .mockImplementationOnce(async (manager, batchId) => {
        reachedStore(batchId);
        await resumed;
        return settleForReal(manager, batchId);
      });
    try {
      const creating = bulkCreate(user, { templateId, csv: sampleCsv(3) });
      const batchId = await atStore;
      await age(batchId);
      expect(await sweep.execute()).toBe(1);
      resume();
      const created = await creating;
      expect(created.status).toBe(503);
    } finally {
      resume();
      settle.mockRestore();
    }
    expect(await used(user.id)).toBe(0);
    expect(await query(`SELECT 1 FROM ${batchesTable} WHERE "owner_id" = $1`, [user.id])).toEqual([]);
  });

  it('settles the intent of every create, stored or refused by the allowance', async () => {
    const user = await newUser(stack, 'free');
    const templateId = await uploadTemplate(user, sampleDeck());
    const stored = await bulkCreate(user, { templateId, csv: sampleCsv(2) });
    expect(stored.status).toBe(201);
    const refused = await bulkCreate(user, { templateId, csv: sampleCsv(9) });
    expect(refused.status).toBe(422);
    await waitForStatus(user, stored.body.id);
    expect(await query(`SELECT 1 FROM ${intentsTable} WHERE "user_id" = $1`, [user.id])).toEqual([]);
    expect(await used(user.id)).toBe(2);
  });
});
