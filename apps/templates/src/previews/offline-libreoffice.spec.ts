import { offlineEnvironment } from './offline-libreoffice';

describe('offlineEnvironment', () => {
  it('drops inherited proxy settings, exemptions included, and points every scheme at the refusing proxy', () => {
    const environment = offlineEnvironment({
      PATH: '/usr/bin',
      HTTPS_PROXY: 'http://corporate:3128',
      no_proxy: '169.254.169.254,minio',
      NO_PROXY: '*',
    });
    expect(environment).toEqual({
      PATH: '/usr/bin',
      SAL_USE_VCLPLUGIN: 'svp',
      http_proxy: 'http://127.0.0.1:9',
      https_proxy: 'http://127.0.0.1:9',
      ftp_proxy: 'http://127.0.0.1:9',
      all_proxy: 'http://127.0.0.1:9',
    });
  });
});
