import { IsOptional } from 'class-validator';
import { ConfigValidationError } from './config-validation-error';
import { DefaultFrom } from './derived-default.decorator';
import { WithHttpServer } from './groups/http-server.variables';
import { WithRuntime } from './groups/runtime.variables';
import { loadConfig } from './load-config';
import { ConfigBase } from './mixin';
import { ToBoolean, ToInteger } from './transforms';
import { IsIntInRange } from './validators/is-int-in-range';
import { IsText } from './validators/is-text';
import { IsUrlWithScheme } from './validators/is-url-with-scheme';
import { Variable } from './variable.decorator';

class SampleConfig extends WithHttpServer(WithRuntime(ConfigBase)) {
  @Variable({ description: 'A database.', sensitive: true })
  @IsUrlWithScheme(['postgres'])
  DATABASE_URL!: string;

  @Variable({ description: 'A secret.', sensitive: true })
  @IsText(32)
  API_SECRET!: string;

  @Variable({ description: 'A number of workers.' })
  @ToInteger()
  @IsIntInRange(1, 8)
  WORKERS = 2;

  @Variable({ description: 'A flag.' })
  @ToBoolean()
  @IsOptional()
  FEATURE_ON?: boolean;

  @Variable({ description: 'Derived from WORKERS.' })
  @DefaultFrom((config: SampleConfig) => `w${config.WORKERS}`)
  @IsText()
  WORKER_LABEL!: string;
}

const secret = 's'.repeat(32);
const valid = { DATABASE_URL: 'postgres://app:pw@db:5432/app', API_SECRET: secret };

function errorOf(run: () => unknown): ConfigValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigValidationError) return error;
    throw error;
  }
  throw new Error('expected a ConfigValidationError');
}

describe('loadConfig', () => {
  it('applies defaults, including ones derived from other variables', () => {
    const config = loadConfig(SampleConfig, valid);

    expect(config).toMatchObject({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      WORKERS: 2,
      WORKER_LABEL: 'w2',
    });
    expect(config.FEATURE_ON).toBeUndefined();
  });

  it('converts strings to the declared types', () => {
    const config = loadConfig(SampleConfig, {
      ...valid,
      PORT: '8080',
      WORKERS: '4',
      FEATURE_ON: 'yes',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'debug',
    });

    expect(config).toMatchObject({
      PORT: 8080,
      APP_URL: 'http://localhost:8080',
      WORKERS: 4,
      FEATURE_ON: true,
    });
    expect(config.TRUST_PROXY).toBe(2);
    expect(config.WORKER_LABEL).toBe('w4');
  });

  it('prefers a given value over a derived default', () => {
    const config = loadConfig(SampleConfig, { ...valid, PORT: '8080', APP_URL: 'https://decks.example.com' });
    expect(config.APP_URL).toBe('https://decks.example.com');
  });

  it('reads only declared variables and treats empty values as unset', () => {
    const config = loadConfig(SampleConfig, { ...valid, PATH: '/usr/bin', PORT: '' });

    expect(config).not.toHaveProperty('PATH');
    expect(config.PORT).toBe(3000);
  });

  it('returns a frozen object', () => {
    const config = loadConfig(SampleConfig, valid);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names every missing and every invalid variable at once', () => {
    const error = errorOf(() => loadConfig(SampleConfig, { PORT: 'abc', LOG_LEVEL: 'loud', WORKERS: '9' }));

    expect(error.configName).toBe('SampleConfig');
    expect(error.issues.map((issue) => [issue.variable, issue.problem])).toEqual(
      expect.arrayContaining([
        ['DATABASE_URL', 'missing'],
        ['API_SECRET', 'missing'],
        ['PORT', 'invalid'],
        ['LOG_LEVEL', 'invalid'],
        ['WORKERS', 'invalid'],
      ]),
    );
    expect(error.issues).toHaveLength(5);
    expect(error.message).toContain('Invalid configuration for SampleConfig (5 problems):');
    expect(error.message).toContain(
      'DATABASE_URL is required but not set: must be a URL starting with postgres://',
    );
    expect(error.message).toContain('PORT is invalid (got "abc"): must be a whole number from 1 to 65535');
    expect(error.message).toContain('WORKERS is invalid (got "9"): must be a whole number from 1 to 8');
    expect(error.message).toMatch(/LOG_LEVEL is invalid \(got "loud"\): must be one of .*debug/);
  });

  it('does not blame a derived default for a bad variable it was derived from', () => {
    const error = errorOf(() => loadConfig(SampleConfig, { ...valid, PORT: 'abc' }));
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT']);
  });

  it('never repeats the value of a sensitive variable', () => {
    const error = errorOf(() =>
      loadConfig(SampleConfig, {
        DATABASE_URL: 'mysql://app:hunter2@db/app',
        API_SECRET: 'too-short-secret',
      }),
    );

    expect(error.message).toContain('DATABASE_URL is invalid (value hidden)');
    expect(error.message).toContain(
      'API_SECRET is invalid (value hidden): must be at least 32 characters long',
    );
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('too-short-secret');
    expect(error.issues.every((issue) => issue.shownValue === undefined)).toBe(true);
  });

  it('shortens long values it shows', () => {
    const error = errorOf(() => loadConfig(SampleConfig, { ...valid, LOG_LEVEL: 'x'.repeat(500) }));
    expect(error.issues[0].shownValue).toBe(JSON.stringify(`${'x'.repeat(80)}...`));
  });
});
