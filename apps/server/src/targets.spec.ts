import { parseTargets } from './targets';

describe('parseTargets', () => {
  it('runs everything by default', () => {
    expect(parseTargets([], {})).toEqual([
      'gateway',
      'identity',
      'teams',
      'templates',
      'generation',
      'billing',
      'admin',
      'mail',
    ]);
  });

  it('takes a list from the flag before the environment', () => {
    expect(parseTargets(['--target=gateway,teams'], { DECKMILL_TARGET: 'identity' })).toEqual([
      'gateway',
      'teams',
    ]);
    expect(parseTargets([], { DECKMILL_TARGET: 'identity' })).toEqual(['identity']);
  });

  it('names the valid targets when given an unknown one', () => {
    expect(() => parseTargets(['--target=mailer'], {})).toThrow(
      /Unknown --target "mailer".*gateway, identity/,
    );
  });
});
