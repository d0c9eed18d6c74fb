import { fakeSqlExecutor } from '@deckmill/database';
import { recordingOutbox } from '@deckmill/messaging/testing';
import { stageDeliveredWhenSettled } from './delivery-settled';

const batchId = '5b0f6a2e-9c1d-4f7e-8a2b-1c3d4e5f6a7b';
const ownerId = '7e4af719-36ed-41e9-9aca-5f07fb2b632d';
const at = '2026-11-23T05:00:00.000Z';

function world(tally: { delivered: number; failed: number; open: number } | null) {
  const manager = fakeSqlExecutor(() => (tally ? [{ ownerId, templateTeamId: 4, ...tally }] : []));
  const outbox = recordingOutbox(manager);
  return { manager, outbox };
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
});
