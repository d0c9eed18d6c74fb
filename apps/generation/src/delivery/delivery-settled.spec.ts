import { fakeSqlExecutor } from '@deckmill/database';
import { recordingOutbox } from '@deckmill/messaging/testing';
import { stageDeliveredWhenSettled } from './delivery-settled';

const batchId = '5b0f6a2e-9c1d-4f7e-8a2b-1c3d4e5f6a7b';
const ownerId = '7e4af719-36ed-41e9-9aca-5f07fb2b632d';
const at = '2026-11-23T05:00:00.000Z';

function world(tally: { delivered: number; failed: number; open: number } | null) {
  const statements: string[] = [];
  const manager = fakeSqlExecutor((sql) => {
    statements.push(sql);
    // Whether any mail is still open (from the open mails' index), then the whole batch's counts.
    if (statements.length === 1) return (tally?.open ?? 0) > 0 ? [{ '?column?': 1 }] : [];
    return tally ? [{ ownerId, templateTeamId: 4, delivered: tally.delivered, failed: tally.failed }] : [];
  });
  const outbox = recordingOutbox(manager);
  return { manager, outbox, statements };
}

describe('stageDeliveredWhenSettled', () => {
  it("stages presentation.delivered once no row's mail is waiting or queued, with the counts", async () => {
    const { manager, outbox } = world({ delivered: 3, failed: 1, open: 0 });
    await expect(stageDeliveredWhenSettled(manager, outbox.writer, batchId, at)).resolves.toBe(true);
    expect(outbox.staged).toEqual([
      {
        kind: 'event',
        key: 'presentation.delivered',
        payload: { batchId, ownerId, templateTeamId: 4, delivered: 3, failed: 1, occurredAt: at },
        messageId: `presentation.delivered:${batchId}`,
      },
    ]);
  });

  it('stages nothing while a mail is still open, nor for a batch without mails', async () => {
    for (const tally of [{ delivered: 2, failed: 0, open: 1 }, { delivered: 0, failed: 0, open: 0 }, null]) {
      const { manager, outbox } = world(tally);
      await expect(stageDeliveredWhenSettled(manager, outbox.writer, batchId, at)).resolves.toBe(false);
      expect(outbox.staged).toEqual([]);
    }
  });

  it('does not count the batch while a mail is open: that is asked at every outcome', async () => {
    const { manager, outbox, statements } = world({ delivered: 2, failed: 0, open: 1 });
    await stageDeliveredWhenSettled(manager, outbox.writer, batchId, at);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/count\(/);
  });
});
