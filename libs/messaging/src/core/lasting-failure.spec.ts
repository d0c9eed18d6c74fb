import { cannotHeal } from './lasting-failure';

describe('cannotHeal', () => {
  it('reads the mark of an error that cannot heal, on the error or in its cause chain', () => {
    const bad = Object.assign(new Error('The value for "note" is too long.'), { heals: false });
    expect(cannotHeal(bad)).toBe(true);
    expect(cannotHeal(new Error('the chunk failed', { cause: bad }))).toBe(true);
  });

  it('leaves every other error to the retries: unmarked, marked as healing, or not an error', () => {
    expect(cannotHeal(new Error('busy'))).toBe(false);
    expect(cannotHeal(Object.assign(new Error('away'), { heals: true }))).toBe(false);
    expect(cannotHeal(Object.assign(new Error('away'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(cannotHeal('heals: false')).toBe(false);
    expect(cannotHeal(undefined)).toBe(false);
  });
});
