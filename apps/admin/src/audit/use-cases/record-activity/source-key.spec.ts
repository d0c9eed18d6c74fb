import { sourceKeyOf } from './source-key';

describe('sourceKeyOf', () => {
  const data = { userId: 'u', occurredAt: '2026-11-23T05:00:00.000Z' };

  it('names a delivery by subject and message id when it has one', () => {
    expect(sourceKeyOf({ subject: 'deckmill.evt.x.v1', messageId: 'm-1', data })).toBe(
      'deckmill.evt.x.v1#m-1',
    );
  });

  it('otherwise digests subject and payload, whatever the payload key order', () => {
    const key = sourceKeyOf({ subject: 's', data });
    expect(key).toMatch(/^s#sha256:[0-9a-f]{64}$/);
    expect(sourceKeyOf({ subject: 's', data: { occurredAt: data.occurredAt, userId: 'u' } })).toBe(key);
    expect(sourceKeyOf({ subject: 's', data: { ...data, occurredAt: '2026-11-23T05:00:00.001Z' } })).not.toBe(
      key,
    );
    expect(sourceKeyOf({ subject: 't', data })).not.toBe(key);
  });
});
