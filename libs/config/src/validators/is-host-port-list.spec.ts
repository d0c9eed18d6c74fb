import { isHostPortList } from './is-host-port-list';

describe('isHostPortList (OUTBOUND_ALLOW_HOSTS)', () => {
  it.each([
    'localhost',
    'localhost:8443',
    'intranet.example.com, hooks.example.com:8080',
    '10.0.0.5:80,[::1]:9000,[fd00::1]',
    ' a.example , , b.example ',
    '::1, fd00::1',
  ])('accepts %p', (value) => {
    expect(isHostPortList(value)).toBe(true);
  });

  it.each([
    'http://localhost',
    'localhost:0',
    'localhost:65536',
    'local host',
    '*.example.com',
    '::g',
    '[::g]:80',
    'ok.example,host:',
  ])('rejects %p', (value) => {
    expect(isHostPortList(value)).toBe(false);
  });
});
