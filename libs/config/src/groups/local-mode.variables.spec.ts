import { ConfigValidationError } from '../config-validation-error';
import { EmbeddedConfig } from '../apps/embedded.config';
import { RunModeConfig } from '../apps/run-mode.config';
import { loadConfig } from '../load-config';
import { isLoopbackHost } from './local-mode.variables';

const TOKEN = 'k'.repeat(43);

function problems(configClass: new () => object, env: Record<string, string>): string[] {
  try {
    loadConfig(configClass, env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigValidationError)) throw error;
    return error.issues.map((issue) => `${issue.variable}: ${issue.reasons.join('; ')}`);
  }
}

describe('local mode variables', () => {
  it('is off by default, with no token needed', () => {
    expect(loadConfig(EmbeddedConfig, {})).toMatchObject({
      LOCAL_MODE: false,
      LOCAL_LAUNCH_TOKEN: undefined,
    });
    expect(loadConfig(RunModeConfig, {})).toMatchObject({ LOCAL_MODE: false });
  });

  it('starts in embedded mode on a loopback address with the token', () => {
    const env = { LOCAL_MODE: 'true', LOCAL_LAUNCH_TOKEN: TOKEN, HOST: '127.0.0.1' };
    expect(loadConfig(EmbeddedConfig, env)).toMatchObject({ LOCAL_MODE: true, LOCAL_LAUNCH_TOKEN: TOKEN });
    expect(loadConfig(RunModeConfig, { ...env, DECKMILL_MODE: 'embedded' })).toMatchObject({
      LOCAL_MODE: true,
    });
  });

  it('refuses local mode without the token, or with a short one', () => {
    expect(problems(EmbeddedConfig, { LOCAL_MODE: 'true' })).toEqual([
      expect.stringMatching(/^LOCAL_LAUNCH_TOKEN: /),
    ]);
    expect(problems(EmbeddedConfig, { LOCAL_MODE: 'true', LOCAL_LAUNCH_TOKEN: 'short' })).toEqual([
      'LOCAL_LAUNCH_TOKEN: must be at least 32 characters long',
    ]);
  });

  it('refuses local mode on a non-loopback HOST', () => {
    expect(
      problems(EmbeddedConfig, { LOCAL_MODE: 'true', LOCAL_LAUNCH_TOKEN: TOKEN, HOST: '0.0.0.0' }),
    ).toEqual([expect.stringMatching(/^LOCAL_MODE: .*loopback HOST/)]);
  });

  it('refuses local mode in distributed mode', () => {
    const env = { LOCAL_MODE: 'true', LOCAL_LAUNCH_TOKEN: TOKEN, DECKMILL_MODE: 'distributed' };
    expect(problems(RunModeConfig, env)).toEqual([expect.stringMatching(/^LOCAL_MODE: needs embedded mode/)]);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['192.168.1.10', false],
    ['example.com', false],
  ])('%s is loopback: %p', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
