import { productEnv } from './product-env';

describe("the product's environment", () => {
  it('is local mode on loopback with the launch token, keeping the user settings it does not own', () => {
    const env = productEnv(
      { LOG_LEVEL: 'info', DECKMILL_SOFFICE: '/opt/lo/soffice', HOST: '0.0.0.0', LOCAL_MODE: 'false' },
      { dataDir: '/d', port: 4321, token: 'tok', webRoot: '/c/web' },
    );
    expect(env).toMatchObject({
      DECKMILL_MODE: 'embedded',
      LOCAL_MODE: 'true',
      LOCAL_LAUNCH_TOKEN: 'tok',
      DATA_DIR: '/d',
      HOST: '127.0.0.1',
      PORT: '4321',
      APP_URL: 'http://127.0.0.1:4321',
      DECKMILL_WEB_ROOT: '/c/web',
      LOG_LEVEL: 'info',
      DECKMILL_SOFFICE: '/opt/lo/soffice',
    });
    expect(productEnv({}, { dataDir: '/d', port: 1, token: 't', webRoot: '/w' }).LOG_LEVEL).toBe('warn');
  });
});
