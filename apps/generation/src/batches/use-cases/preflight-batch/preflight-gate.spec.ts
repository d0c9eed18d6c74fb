import { isDomainError } from '@deckmill/messaging';
import { PREFLIGHTS_IN_FLIGHT, PreflightGate } from './preflight-gate';

describe('PreflightGate', () => {
  it('stops a user’s older preflight when a newer one from the same user enters', () => {
    const gate = new PreflightGate();
    const older = gate.enter('ada');
    const newer = gate.enter('ada');
    expect(older.signal.aborted).toBe(true);
    expect(newer.signal.aborted).toBe(false);
    older.release();
    // The older one's release does not free the newer one's place.
    expect(() => gate.enter('bo')).not.toThrow();
    expect(() => gate.enter('cy')).toThrow();
  });

  it('answers busy beyond PREFLIGHTS_IN_FLIGHT users, and admits again once one is done', () => {
    const gate = new PreflightGate();
    const passes = Array.from({ length: PREFLIGHTS_IN_FLIGHT }, (_, index) => gate.enter(`user-${index}`));
    const refused = (() => {
      try {
        gate.enter('late');
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(isDomainError(refused, 'unavailable')).toBe(true);
    passes[0]?.release();
    expect(gate.enter('late').signal.aborted).toBe(false);
  });
});
