import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

// Expected values computed independently: printf '%s' '<t>.<body>' | openssl dgst -sha256 -hmac '<secret>'
const BODY = '{"event":"batch.completed","id":"evt_1"}';
const SECRET = 'whsec_test_secret';
const SIGNED = 't=1700000000,v1=26001af201c9e78759e1bbf2a2ac7eca5926f703f4dc025f4ef69303737ad75c';

describe('signWebhook', () => {
  it.each([
    [SECRET, BODY, 1700000000, SIGNED],
    [
      'whsec_empty',
      '',
      1614556800,
      't=1614556800,v1=58da4a79aded99e9f048809ddc3746dc44fe816fbd7ed128e0a0ba6f4103d74e',
    ],
    [
      SECRET,
      Buffer.from('héllo', 'utf8'),
      1700000000,
      't=1700000000,v1=2ca8f9cad2c5fabd73f94eac72b5bba417d0fd6a962d76a05ccb66532b4719fa',
    ],
  ])('signs with %p a body at %p', (secret, body, now, header) => {
    expect(signWebhook(secret, body, now)).toBe(header);
  });

  it('signs whole seconds, and the same string or bytes alike', () => {
    expect(signWebhook(SECRET, Buffer.from(BODY), 1700000000.9)).toBe(SIGNED);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts its own signature within the tolerance either way', () => {
    expect(verifyWebhookSignature(SIGNED, SECRET, BODY, 300, 1700000000)).toBe(true);
    expect(verifyWebhookSignature(SIGNED, SECRET, Buffer.from(BODY), 300, 1700000300)).toBe(true);
    expect(verifyWebhookSignature(SIGNED, SECRET, BODY, 300, 1699999700)).toBe(true);
  });

  it('refuses a signature outside the tolerance (a replay, or a clock far off)', () => {
    expect(verifyWebhookSignature(SIGNED, SECRET, BODY, 300, 1700000301)).toBe(false);
    expect(verifyWebhookSignature(SIGNED, SECRET, BODY, 300, 1699999699)).toBe(false);
  });

  it('refuses another body, another secret, or a timestamp moved to a signature of another time', () => {
    expect(verifyWebhookSignature(SIGNED, SECRET, `${BODY} `, 300, 1700000000)).toBe(false);
    expect(verifyWebhookSignature(SIGNED, 'whsec_other', BODY, 300, 1700000000)).toBe(false);
    const moved = SIGNED.replace('t=1700000000', 't=1700000001');
    expect(verifyWebhookSignature(moved, SECRET, BODY, 300, 1700000000)).toBe(false);
  });

  it('accepts any matching v1 among several (secret rotation) and ignores other schemes', () => {
    const old = signWebhook('whsec_old', BODY, 1700000000).split(',')[1];
    const header = `t=1700000000, v0=abc, ${old}, ${SIGNED.split(',')[1]}`;
    expect(verifyWebhookSignature(header, SECRET, BODY, 300, 1700000000)).toBe(true);
    expect(verifyWebhookSignature(header, 'whsec_old', BODY, 300, 1700000000)).toBe(true);
    expect(verifyWebhookSignature(header, 'whsec_third', BODY, 300, 1700000000)).toBe(false);
  });

  it.each([
    undefined,
    '',
    'v1=26001af201c9e78759e1bbf2a2ac7eca5926f703f4dc025f4ef69303737ad75c',
    't=1700000000',
    't=1700000000,v1=26001af2',
    't=1700000000,v1=26001AF201C9E78759E1BBF2A2AC7ECA5926F703F4DC025F4EF69303737AD75C',
    't=abc,v1=26001af201c9e78759e1bbf2a2ac7eca5926f703f4dc025f4ef69303737ad75c',
  ])('refuses the malformed header %p', (header) => {
    expect(verifyWebhookSignature(header, SECRET, BODY, 300, 1700000000)).toBe(false);
  });

  it('uses the current time by default', () => {
    const header = signWebhook(SECRET, BODY);
    expect(verifyWebhookSignature(header, SECRET, BODY)).toBe(true);
  });
});

describe('newWebhookSecret', () => {
  it('is whsec_ and 32 random bytes in base64url, different every time', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => newWebhookSecret()));

    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice(6), 'base64url')).toHaveLength(32);
    }
  });
});
