import { notificationList } from './notification-views';

const BATCH = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';

describe('notification views', () => {
  it('links each notice to its batch’s page, keys in the order the API has always sent', () => {
    const list = notificationList([
      {
        id: 7,
        kind: 'presentation.failed',
        batchId: BATCH,
        title: 'Generation failed',
        body: 'Generation failed. Please try again.',
        read: false,
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
    expect(JSON.stringify(list)).toBe(
      JSON.stringify({
        notifications: [
          {
            id: 7,
            kind: 'presentation.failed',
            title: 'Generation failed',
            body: 'Generation failed. Please try again.',
            url: `/app/presentations/${BATCH}`,
            read: false,
            created_at: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    );
  });

  it('answers an empty list when there is nothing to tell', () => {
    expect(notificationList([])).toEqual({ notifications: [] });
  });
});
