import { ssoWorld, NOW } from '../../../testing/sso-world';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { SsoEnforcementUseCase } from '../sso-enforcement/sso-enforcement.use-case';
import { ResolveSsoUseCase } from './resolve-sso.use-case';

function setup(enforced: boolean) {
  const world = ssoWorld();
  world.data.seed(SsoConfig, [
    {
      teamId: 1,
      issuerUrl: 'https://idp.acme.test',
      clientId: 'deckmill',
      clientSecret: world.secrets.seal(1, 'the-secret'),
      enforced,
    },
  ]);
  world.data.seed(SsoDomain, [
    { id: 10, teamId: 1, domain: 'acme.test', verificationToken: 'a', verifiedAt: NOW, verifiedBy: 'dns' },
    { id: 11, teamId: 1, domain: 'pending.test', verificationToken: 'b', verifiedAt: null, verifiedBy: null },
  ]);
  return {
    resolve: new ResolveSsoUseCase(world.dataSource, world.secrets),
    enforcement: new SsoEnforcementUseCase(world.dataSource),
  };
}

describe('ResolveSsoUseCase and SsoEnforcementUseCase', () => {
  it('answers the team of a verified domain with its decrypted secret and verified domains', async () => {
    const { resolve } = setup(false);
    const client = {
      teamId: 1,
      issuer: 'https://idp.acme.test',
      clientId: 'deckmill',
      clientSecret: 'the-secret',
      verifiedDomains: ['acme.test'],
    };
    await expect(resolve.execute({ email: 'Grace@ACME.test' })).resolves.toEqual(client);
    await expect(resolve.execute({ teamId: 1 })).resolves.toEqual(client);
  });

  it('answers nothing for an unverified or unknown domain, or a team without SSO', async () => {
    const { resolve } = setup(false);
    await expect(resolve.execute({ email: 'grace@pending.test' })).resolves.toBeNull();
    await expect(resolve.execute({ email: 'grace@elsewhere.test' })).resolves.toBeNull();
    await expect(resolve.execute({ email: 'no-at-sign' })).resolves.toBeNull();
    await expect(resolve.execute({ teamId: 2 })).resolves.toBeNull();
  });

  it('enforces SSO only on verified domains of a team that enforces it', async () => {
    const enforcing = setup(true).enforcement;
    await expect(enforcing.execute({ email: 'grace@acme.test' })).resolves.toBe(true);
    await expect(enforcing.execute({ email: 'grace@pending.test' })).resolves.toBe(false);
    await expect(setup(false).enforcement.execute({ email: 'grace@acme.test' })).resolves.toBe(false);
  });
});
