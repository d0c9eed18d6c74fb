import {
  BATCH_EVENT_TYPES,
  batchEvent,
  batchEventId,
  deckEvent,
  deliveryFailedEvent,
  pingEvent,
  rowFailedEvent,
} from './public-event';

const finished = {
  batchId: '6f1d2c3b-0000-4000-8000-000000000001',
  ownerId: '6f1d2c3b-0000-4000-8000-000000000002',
  templateId: 7,
  templateName: 'Quarterly',
  name: 'Q3 decks',
  rowCount: 10,
  rowsDone: 9,
  rowsFailed: 1,
  occurredAt: '2026-11-22T15:00:00.000Z',
};

describe('public webhook events', () => {
  it('describes a finished batch in the public, snake_case shape', () => {
    const event = batchEvent('batch.completed', finished);
    expect(JSON.parse(event.body)).toEqual({
      id: event.eventId,
      type: 'batch.completed',
      created: 1795359600,
      data: {
        batch: {
          id: finished.batchId,
          name: 'Q3 decks',
          status: 'completed',
          template_id: 7,
          row_count: 10,
          rows_done: 9,
          rows_failed: 1,
        },
      },
    });
    expect(JSON.parse(batchEvent('batch.failed', finished).body).data.batch.status).toBe('failed');
    // A cancelled batch, its own type and id.
    const cancelled = batchEvent('batch.cancelled', finished);
    expect([cancelled.eventType, JSON.parse(cancelled.body).data.batch.status]).toEqual([
      'batch.cancelled',
      'cancelled',
    ]);
    expect(cancelled.eventId).not.toBe(batchEvent('batch.completed', finished).eventId);
  });

  it('gives one fact one id, and different facts different ids', () => {
    expect(batchEvent('batch.completed', finished).eventId).toBe(
      batchEventId('batch.completed', finished.batchId),
    );
    expect(batchEventId('batch.completed', finished.batchId)).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(batchEventId('batch.failed', finished.batchId)).not.toBe(
      batchEventId('batch.completed', finished.batchId),
    );
  });

  it('sends a ping with a new id each time', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    const first = pingEvent('hook-1', now);
    expect(JSON.parse(first.body)).toEqual({
      id: first.eventId,
      type: 'ping',
      created: 1795359600,
      data: { webhook: { id: 'hook-1' } },
    });
    expect(pingEvent('hook-1', now).eventId).not.toBe(first.eventId);
  });

  it('describes a failed row and a failed delivery, one id per row and type', () => {
    const row = {
      batchId: finished.batchId,
      ownerId: finished.ownerId,
      templateTeamId: null,
      rowNumber: 3,
      fileName: 'Acme.pptx',
      reason: 'The image URL could not be fetched',
      occurredAt: '2026-11-22T15:00:00Z',
    };
    const failed = rowFailedEvent(row);
    expect(JSON.parse(failed.body)).toEqual({
      id: failed.eventId,
      type: 'row.failed',
      created: 1795359600,
      data: {
        batch: { id: finished.batchId },
        row: { number: 3, file_name: 'Acme.pptx', reason: 'The image URL could not be fetched' },
      },
    });
    const bounced = deliveryFailedEvent({ ...row, recipient: 'ann@example.com', reason: '550 No such user' });
    expect(JSON.parse(bounced.body)).toEqual({
      id: bounced.eventId,
      type: 'delivery.failed',
      created: 1795359600,
      data: {
        batch: { id: finished.batchId },
        row: { number: 3, file_name: 'Acme.pptx' },
        delivery: { recipient: 'ann@example.com', reason: '550 No such user' },
      },
    });
    expect(rowFailedEvent(row).eventId).toBe(failed.eventId);
    expect(rowFailedEvent({ ...row, rowNumber: 4 }).eventId).not.toBe(failed.eventId);
    expect(bounced.eventId).not.toBe(failed.eventId);
  });

  describe('deck events', () => {
    const view = {
      id: '6f1d2c3b-0000-4000-8000-0000000000a1',
      linkId: '6f1d2c3b-0000-4000-8000-0000000000b1',
      viewerNumber: 2,
      email: 'ada@northwind.com',
      device: 'mobile' as const,
      startedAt: '2026-11-22T14:56:00.000Z',
      lastSeenAt: '2026-11-22T15:00:00.000Z',
      endedAt: '2026-11-22T15:00:00.000Z',
      seconds: 240,
      slideSeconds: [30, 60, 150],
      furthestSlide: 3,
      slideCount: 10,
      downloads: 1,
    };
    const viewed = {
      batchId: finished.batchId,
      batchName: 'Q4 offers',
      ownerId: finished.ownerId,
      templateTeamId: null,
      linkId: view.linkId,
      rowNumber: 4,
      fileName: 'offer-northwind.pptx',
      rowEmail: 'buyer@northwind.com',
      occurredAt: '2026-11-22T15:00:00.000Z',
      view,
    };

    it('describes a view in the public, snake_case shape', () => {
      const event = deckEvent('deck.viewed', viewed);
      expect(event.eventType).toBe('deck.viewed');
      expect(JSON.parse(event.body)).toEqual({
        id: event.eventId,
        type: 'deck.viewed',
        created: 1795359600,
        data: {
          batch: { id: finished.batchId, name: 'Q4 offers' },
          row: { number: 4, file_name: 'offer-northwind.pptx', email: 'buyer@northwind.com' },
          link: { id: view.linkId },
          view: {
            id: view.id,
            viewer: 2,
            email: 'ada@northwind.com',
            device: 'mobile',
            started_at: '2026-11-22T14:56:00.000Z',
            ended_at: '2026-11-22T15:00:00.000Z',
            seconds: 240,
            slide_seconds: [30, 60, 150],
            furthest_slide: 3,
            slide_count: 10,
            downloads: 1,
          },
        },
      });
    });

    it('gives deck.opened one id per link and deck.viewed one per view', () => {
      const opened = deckEvent('deck.opened', { ...viewed, view: { ...view, endedAt: null } });
      expect(JSON.parse(opened.body).data.view.ended_at).toBeNull();
      expect(opened.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      // Another view of the same link: the same first open, another view.
      const later = { ...viewed, view: { ...view, id: '6f1d2c3b-0000-4000-8000-0000000000a2' } };
      expect(deckEvent('deck.opened', later).eventId).toBe(opened.eventId);
      expect(deckEvent('deck.viewed', later).eventId).not.toBe(deckEvent('deck.viewed', viewed).eventId);
      expect(deckEvent('deck.viewed', viewed).eventId).toBe(deckEvent('deck.viewed', viewed).eventId);
      expect(deckEvent('deck.viewed', viewed).eventId).not.toBe(opened.eventId);
    });

    it("goes with the batch's other events when the batch is deleted", () => {
      expect(BATCH_EVENT_TYPES).toEqual(expect.arrayContaining(['deck.opened', 'deck.viewed']));
    });
  });
});
