import { limitReachedMessage } from './limit-reached-message';

describe('limitReachedMessage', () => {
  const resetsAt = new Date('2026-12-01T00:00:00Z');

  it('says how many remain and when the allowance resets', () => {
    expect(limitReachedMessage({ tier: 'free', limit: 10, remaining: 3, requested: 5, resetsAt })).toBe(
      'Only 3 of the 10 presentations of your Free plan remain this month, and this batch needs 5 presentations. ' +
        'Your allowance resets on December 1, 2026.',
    );
  });

  it('says when nothing remains', () => {
    expect(limitReachedMessage({ tier: 'starter', limit: 250, remaining: 0, requested: 1, resetsAt })).toBe(
      'You have used all 250 presentations of your Starter plan this month, and this batch needs 1 presentation. ' +
        'Your allowance resets on December 1, 2026.',
    );
  });
});
