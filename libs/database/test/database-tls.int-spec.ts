import { openDatabase } from '../src';
import { widgetDatabase } from './widget.fixture';

const url = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

async function serverHasTls(): Promise<boolean> {
  const plain = await openDatabase({
    connection: { kind: 'url', url, poolSize: 1 },
    services: [],
    migrate: false,
  });
  try {
    const [row] = await plain.query(`SELECT current_setting('ssl') AS "ssl"`);
    return (row as { ssl: string }).ssl === 'on';
  } finally {
    await plain.destroy();
  }
}

describe('DATABASE_SSL against the test PostgreSQL server', () => {
  it('connects with disable', async () => {
    const dataSource = await openDatabase({
      connection: { kind: 'url', url, poolSize: 1, tls: { mode: 'disable' } },
      services: [widgetDatabase],
      migrate: false,
    });
    try {
      expect(await dataSource.query('SELECT 1 AS "one"')).toEqual([{ one: 1 }]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('refuses require on a server without TLS, naming the setting (even if the URL says sslmode=disable)', async () => {
    if (await serverHasTls()) {
      // This machine's server speaks TLS: require must then connect.
      const dataSource = await openDatabase({
        connection: { kind: 'url', url, poolSize: 1, tls: { mode: 'require' } },
        services: [],
        migrate: false,
      });
      await dataSource.destroy();
      return;
    }
    const withSslmode = `${url}${url.includes('?') ? '&' : '?'}sslmode=disable`;

    await expect(
      openDatabase({
        connection: { kind: 'url', url: withSslmode, poolSize: 1, tls: { mode: 'require' } },
        services: [widgetDatabase],
        migrate: false,
      }),
    ).rejects.toThrow(/Could not connect to PostgreSQL with DATABASE_SSL=require: .*SSL/);
  });
});
