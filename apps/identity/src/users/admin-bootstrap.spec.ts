import type { Repository } from 'typeorm';
import type { IdentityOptions } from '../identity.options';
import { AdminBootstrap } from './admin-bootstrap';
import type { User } from './entities/user.entity';
import { userFixture } from '../testing/user-fixture';
import type { PromoteAdminUseCase } from './use-cases/promote-admin/promote-admin.use-case';

function bootstrap(adminEmail: string | undefined, existing: User | null) {
  const users = { findOneBy: jest.fn().mockResolvedValue(existing) };
  const promote = { execute: jest.fn().mockResolvedValue(undefined) };
  const subject = new AdminBootstrap(
    { adminEmail } satisfies IdentityOptions,
    users as unknown as Repository<User>,
    promote as unknown as PromoteAdminUseCase,
  );
  return { subject, users, promote };
}

describe('AdminBootstrap (ADMIN_EMAIL)', () => {
  it('gives the flag to the existing account at start-up', async () => {
    const { subject, users, promote } = bootstrap(
      ' Ops@Example.com ',
      userFixture({ email: 'ops@example.com' }),
    );
    await subject.onApplicationBootstrap();
    expect(users.findOneBy).toHaveBeenCalledWith({ email: 'ops@example.com' });
    expect(promote.execute).toHaveBeenCalledWith({ email: 'ops@example.com' });
  });

  it('does nothing for an admin already, an SSO-linked, unconfirmed or missing account, or no ADMIN_EMAIL', async () => {
    for (const [email, user] of [
      ['ops@example.com', userFixture({ admin: true })],
      ['ops@example.com', userFixture({ email: 'ops@example.com', confirmedAt: null })],
      // An account a team's OpenID provider vouched for is never promoted.
      ['ops@example.com', userFixture({ email: 'ops@example.com', ssoLinkedAt: new Date() })],
      ['ops@example.com', null],
      [undefined, null],
    ] as const) {
      const { subject, promote } = bootstrap(email, user);
      await subject.onApplicationBootstrap();
      expect(promote.execute).not.toHaveBeenCalled();
    }
  });
});
