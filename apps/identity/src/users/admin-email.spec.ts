import { userFixture } from '../testing/user-fixture';
import { promotedByAdminEmail } from './admin-email';

describe('promotedByAdminEmail', () => {
  const options = { adminEmail: ' Ops@Example.com ' };

  it('promotes the account proving ADMIN_EMAIL, compared trimmed and in lower case', () => {
    expect(promotedByAdminEmail(options, userFixture(), 'ops@example.com')).toBe(true);
  });

  it('promotes nobody for another address, without ADMIN_EMAIL, or an operator already', () => {
    expect(promotedByAdminEmail(options, userFixture(), 'ada@example.com')).toBe(false);
    expect(promotedByAdminEmail({ adminEmail: undefined }, userFixture(), 'ops@example.com')).toBe(false);
    expect(promotedByAdminEmail({ adminEmail: ' ' }, userFixture(), '')).toBe(false);
    expect(promotedByAdminEmail(options, userFixture({ admin: true }), 'ops@example.com')).toBe(false);
  });

  it('never promotes an account that signed in by SSO', () => {
    const linked = userFixture({ ssoLinkedAt: new Date('2026-04-01T00:00:00.000Z') });
    expect(promotedByAdminEmail(options, linked, 'ops@example.com')).toBe(false);
  });
});
