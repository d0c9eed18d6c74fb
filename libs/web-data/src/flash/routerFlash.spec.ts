import { describe, expect, it } from 'vitest';
import { flashState, readFlashState } from './routerFlash';

describe('router flash state', () => {
  it('round-trips a flash through router state', () => {
    expect(readFlashState(flashState('success', 'Saved'))).toEqual({ kind: 'success', message: 'Saved' });
  });

  it('ignores state that is not a well-formed flash', () => {
    expect(readFlashState(null)).toBeNull();
    expect(readFlashState({ flash: { kind: 'shout', message: 'x' } })).toBeNull();
    expect(readFlashState({ flash: { kind: 'notice', message: 3 } })).toBeNull();
    expect(readFlashState({ other: true })).toBeNull();
  });
});
