import { vouchedEmail } from './sso-claims';

const DOMAINS = ['acme.test'];

describe('vouchedEmail', () => {
  it('answers a verified address on a verified domain, trimmed and in lower case', () => {
    expect(vouchedEmail({ email: ' Grace@ACME.test ', email_verified: true }, DOMAINS)).toBe(
      'grace@acme.test',
    );
  });

  it('refuses an address the provider did not verify, or on another domain', () => {
    expect(vouchedEmail({ email: 'grace@acme.test', email_verified: false }, DOMAINS)).toBeNull();
    expect(vouchedEmail({ email: 'grace@acme.test', email_verified: 'true' }, DOMAINS)).toBeNull();
    expect(vouchedEmail({ email: 'grace@acme.test' }, DOMAINS)).toBeNull();
    expect(vouchedEmail({ email: 'grace@other.test', email_verified: true }, DOMAINS)).toBeNull();
    expect(vouchedEmail({ email: 'grace@sub.acme.test', email_verified: true }, DOMAINS)).toBeNull();
    expect(vouchedEmail(undefined, DOMAINS)).toBeNull();
  });

  it("refuses what sign-up would not take as an address, even on the team's domain", () => {
    for (const email of [
      '@acme.test',
      'a b@acme.test',
      'grace@@acme.test',
      '"grace"@acme.test',
      'grace\n@acme.test',
      'gr<ace>@acme.test',
      `${'a'.repeat(250)}@acme.test`,
      42,
      null,
    ]) {
      expect(vouchedEmail({ email, email_verified: true }, DOMAINS)).toBeNull();
    }
  });
});
