import { HealthRegistry } from './health';

describe('HealthRegistry', () => {
  it('shows the note of a degraded but working part beside ok, and a failed part as error', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('previews-sandbox', async () => 'LibreOffice runs without a file system sandbox');
    registry.register('bus', () => Promise.reject(new Error('connection refused')));
    expect(await registry.run()).toEqual({
      status: 'error',
      checks: {
        database: { status: 'ok' },
        'previews-sandbox': { status: 'ok', note: 'LibreOffice runs without a file system sandbox' },
        bus: { status: 'error', error: 'connection refused' },
      },
    });
  });
});
