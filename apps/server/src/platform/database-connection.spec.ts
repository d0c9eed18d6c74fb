import { databaseConnection, defaultApplicationName } from './database-connection';

const CONFIG = {
  DATABASE_URL: 'postgres://deckmill:pw@db:5432/deckmill',
  DATABASE_SSL: 'require' as const,
  DATABASE_POOL_SIZE: 25,
};

describe('databaseConnection', () => {
  it('takes the pool size and TLS from the configuration and names the sessions after the targets', () => {
    expect(databaseConnection(CONFIG, ['generation'])).toEqual({
      kind: 'url',
      url: CONFIG.DATABASE_URL,
      poolSize: 25,
      applicationName: 'deckmill-generation',
      tls: { mode: 'require', caFile: undefined },
    });
  });

  it('prefers DATABASE_APPLICATION_NAME', () => {
    const connection = databaseConnection({ ...CONFIG, DATABASE_APPLICATION_NAME: 'prod-eu-identity' }, [
      'identity',
    ]);
    expect(connection).toMatchObject({ applicationName: 'prod-eu-identity' });
  });
});

describe('defaultApplicationName', () => {
  it('joins a few targets and falls back to plain deckmill when PostgreSQL would cut the name', () => {
    expect(defaultApplicationName(['identity', 'mail'])).toBe('deckmill-identity+mail');
    const everything = [
      'identity',
      'teams',
      'templates',
      'generation',
      'billing',
      'admin',
      'mail',
      'webhooks',
    ];
    expect(defaultApplicationName(everything)).toBe('deckmill');
    expect(defaultApplicationName([])).toBe('deckmill');
  });
});
