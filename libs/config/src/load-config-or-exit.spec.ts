import { BillingConfig } from './apps/billing.config';
import { loadConfigOrExit, type ExitOnBadConfig } from './load-config-or-exit';

class ExitCalled extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function recordingExit() {
  const printed: string[] = [];
  const onError: ExitOnBadConfig = {
    printError: (message) => printed.push(message),
    exit: (code) => {
      throw new ExitCalled(code);
    },
  };
  return { printed, onError };
}

describe('loadConfigOrExit', () => {
  it('returns the configuration when it is valid', () => {
    const { printed, onError } = recordingExit();
    const env = { DATABASE_URL: 'postgres://db/app', NATS_URL: 'nats://nats:4222' };

    const config = loadConfigOrExit(BillingConfig, env, onError);

    expect(config.NATS_URL).toBe('nats://nats:4222');
    expect(printed).toEqual([]);
  });

  it('prints every problem and exits with code 1 when it is not', () => {
    const { printed, onError } = recordingExit();

    expect(() => loadConfigOrExit(BillingConfig, { NATS_URL: 'http://nats' }, onError)).toThrow(
      new ExitCalled(1),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Invalid configuration for BillingConfig (2 problems)');
    expect(printed[0]).toContain('DATABASE_URL is required but not set');
    expect(printed[0]).toContain(
      'NATS_URL is invalid (value hidden): must be a URL starting with nats:// or tls://',
    );
  });
});
