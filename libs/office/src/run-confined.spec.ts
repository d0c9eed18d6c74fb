import { keptEnvironment } from './run-confined';

describe('keptEnvironment', () => {
  it("keeps the locale and PATH and nothing else of the server's environment (no credentials, no proxies)", () => {
    expect(
      keptEnvironment({
        PATH: '/usr/bin',
        LANG: 'C.UTF-8',
        DATABASE_URL: 'postgres://deckmill:secret@db/deckmill',
        S3_SECRET_KEY: 'secret',
        HTTPS_PROXY: 'http://corporate:3128',
        no_proxy: '169.254.169.254,minio',
      }),
    ).toEqual({ PATH: '/usr/bin', LANG: 'C.UTF-8' });
  });
});
