import { databasesOf, servicesFor } from './service-catalogue';
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
      /Unknown --target "mailer".*gateway, identity.*generation-api, generation-worker/,
    );
  });

  it('runs one part of generation, and both parts as generation (once)', () => {
    expect(parseTargets(['--target=generation-api'], 'all')).toEqual(['generation-api']);
    expect(parseTargets(['--target=generation-worker'], 'all')).toEqual(['generation-worker']);
    expect(parseTargets(['--target=generation-api,gateway,generation-worker'], 'all')).toEqual([
      'generation',
      'gateway',
    ]);
    expect(parseTargets(['--target=generation,generation-worker,generation'], 'all')).toEqual(['generation']);
  });
});

describe("the services of generation's parts", () => {
  const names = (targets: Parameters<typeof servicesFor>[0]) =>
    servicesFor(targets).map((entry) => entry.name);

  it('serves request/reply from the API part only, and migrates the one generation schema for either part', () => {
    const [api] = servicesFor(['generation-api']);
    const [worker] = servicesFor(['generation-worker']);
    const [whole] = servicesFor(['generation']);
    expect(api?.servesRpc).toBe(true);
    expect(worker?.servesRpc).toBe(false);
    expect(api?.database).toBe(whole?.database);
    expect(worker?.database).toBe(whole?.database);
    expect(databasesOf(servicesFor(['generation-api', 'generation-worker']))).toEqual([whole?.database]);
  });

  it('loads the whole service when both parts share a process', () => {
    expect(names(['generation-api', 'generation-worker'])).toEqual(['generation']);
    expect(names(['generation-worker', 'generation'])).toEqual(['generation']);
  });
});
