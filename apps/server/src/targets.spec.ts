import { parseTargets } from './targets';

describe('parseTargets', () => {
  it('runs everything by default', () => {
    expect(parseTargets([], 'all')).toEqual([
      'gateway',
      'identity',
      'teams',
      'templates',
      'generation',
      'billing',
      'admin',
      'mail',
      'webhooks',
      'converter',
    ]);
  });

  it('takes a list from the flag before the environment', () => {
    expect(parseTargets(['--target=gateway,teams'], 'identity')).toEqual(['gateway', 'teams']);
    expect(parseTargets([], 'identity')).toEqual(['identity']);
  });

  it('names the valid targets when given an unknown one', () => {
    expect(() => parseTargets(['--target=mailer'], 'all')).toThrow(
      /Unknown --target "mailer".*gateway, identity/,
    );
  });
});
