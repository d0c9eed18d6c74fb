import { decodeCursor, encodeCursor } from './activity-cursor';

describe('activity cursor', () => {
  it('round-trips the last entry of a page', () => {
    const cursor = { occurredAt: '2026-11-23T05:00:00.000Z', id: '6f1c2b1e-5c1a-4d7e-9a43-0c1f2a3b4c5d' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else as invalid', () => {
    for (const text of [
      '',
      'not-base64!',
      Buffer.from('["x","y"]').toString('base64url'),
      encodeCursor({ occurredAt: '2026-11-23T05:00:00.000Z', id: 'not-a-uuid' }),
    ]) {
      expect(() => decodeCursor(text)).toThrow(
        expect.objectContaining({ domainError: expect.objectContaining({ kind: 'invalid' }) }),
      );
    }
  });
});
