import { DomainException } from '@deckmill/messaging';
import { ssoWorld, NOW, recordingMessages } from '../../../testing/sso-world';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { PutSsoUseCase } from './put-sso.use-case';

async function refusal(promise: Promise<unknown>): Promise<DomainException> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainException))
    throw new Error(`expected a DomainException, got ${String(error)}`);
  return error;
}

function setup(options: { enterprise?: boolean } = {}) {
  const world = ssoWorld(options);
  const { published, messages } = recordingMessages();
  const useCase = new PutSsoUseCase(world.dataSource, world.plan, world.secrets, messages);
  const put = (domains: string[], secret?: string, enforced = false, actor = world.adminId) =>
    useCase.execute({
      actorId: actor,
      team: 'acmeteam01',
      issuer: 'https://idp.acme.test',
      clientId: 'deckmill',
      clientSecret: secret,
      domains,
      enforced,
    });
  const putProvider = (issuer: string, clientId: string, secret?: string) =>
    useCase.execute({
      actorId: world.adminId,
      team: 'acmeteam01',
      issuer,
      clientId,
      clientSecret: secret,
      domains: ['acme.test'],
      enforced: false,
    });
  return { ...world, put, putProvider, published };
}

describe('PutSsoUseCase', () => {
  it('refuses an admin whose plan is not Enterprise, naming the plan', async () => {
    const { put } = setup({ enterprise: false });
    const error = await refusal(put(['acme.test'], 'secret'));
    expect(error.domainError).toMatchObject({ kind: 'forbidden', code: 'sso_plan_required' });
    expect(error.domainError.message).toMatch(/Enterprise plan/);
  });

  it('needs the client secret the first time only, and keeps it sealed', async () => {
    const { put, data, secrets } = setup();
    const first = await refusal(put(['acme.test']));
    expect(first.domainError.fields).toEqual({ clientSecret: ["Client secret can't be blank."] });

    const state = await put(['acme.test'], 'top-secret');
    const stored = data.rows(SsoConfig)[0];
    expect(state).toMatchObject({ configured: true, hasClientSecret: true, planAllows: true });
    expect(JSON.stringify(state)).not.toContain('top-secret');
    expect(stored?.clientSecret).not.toContain('top-secret');
    expect(secrets.open(1, stored?.clientSecret ?? '')).toBe('top-secret');

    await put(['acme.test'], undefined, true);
    expect(secrets.open(1, data.rows(SsoConfig)[0]?.clientSecret ?? '')).toBe('top-secret');
    expect(data.rows(SsoConfig)[0]?.enforced).toBe(true);
  });

  it('records the change for the audit trail (team.sso_configured), never with the secret', async () => {
    const { put, published, adminId } = setup();
    await put(['b.test', 'a.test'], 'top-secret', true);
    expect(published).toEqual([
      {
        key: 'team.sso_configured',
        payload: expect.objectContaining({
          teamId: 1,
          teamName: 'Acme',
          actorId: adminId,
          enforced: true,
          domains: ['a.test', 'b.test'],
          issuer: 'https://idp.acme.test',
          clientId: 'deckmill',
          secretChanged: true,
          removed: false,
        }),
      },
    ]);
    expect(JSON.stringify(published)).not.toContain('top-secret');
    await put(['a.test'], undefined, false);
    expect(published[1]?.payload).toMatchObject({
      secretChanged: false,
      enforced: false,
      domains: ['a.test'],
    });
  });

  it('needs the secret again for a new issuer or client id (the stored one never goes to another provider)', async () => {
    const { put, putProvider, data, secrets } = setup();
    await put(['acme.test'], 'top-secret');

    for (const [issuer, clientId] of [
      ['https://evil.example', 'deckmill'],
      ['https://idp.acme.test', 'other-client'],
    ] as const) {
      const error = await refusal(putProvider(issuer, clientId));
      expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_secret_required' });
      expect(error.domainError.fields).toEqual({
        clientSecret: ['Enter the client secret again when you change the issuer URL or the client ID.'],
      });
      expect(data.rows(SsoConfig)[0]).toMatchObject({
        issuerUrl: 'https://idp.acme.test',
        clientId: 'deckmill',
      });
    }

    // The same provider (spelled with spaces around) keeps the secret; a new one with its secret is saved.
    await putProvider(' https://idp.acme.test ', 'deckmill');
    await putProvider('https://idp2.acme.test', 'deckmill', 'second-secret');
    expect(data.rows(SsoConfig)[0]).toMatchObject({ issuerUrl: 'https://idp2.acme.test' });
    expect(secrets.open(1, data.rows(SsoConfig)[0]?.clientSecret ?? '')).toBe('second-secret');
  });

  it("refuses public mail providers' domains, naming the domain", async () => {
    const { put, data } = setup();
    for (const domain of ['gmail.com', 'Outlook.com', 'proton.me', '163.com']) {
      const error = await refusal(put(['acme.test', domain], 'secret'));
      expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_public_mail_domain' });
      expect(error.domainError.fields['domains']?.[0]).toBe(
        `${domain.toLowerCase()} is a public email provider's domain: only your organization's own domains can use SSO.`,
      );
    }
    expect(data.rows(SsoConfig)).toEqual([]);
  });

  it("refuses Microsoft Entra's multi-tenant issuers, accepts a tenant's own", async () => {
    const { putProvider } = setup();
    for (const issuer of [
      'https://login.microsoftonline.com/common/v2.0',
      'https://login.microsoftonline.com/organizations/v2.0',
      'https://LOGIN.microsoftonline.com/Consumers/v2.0',
    ]) {
      const error = await refusal(putProvider(issuer, 'deckmill', 'secret'));
      expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_multi_tenant_issuer' });
      expect(Object.keys(error.domainError.fields)).toEqual(['issuerUrl']);
    }
    const tenant = 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0';
    await expect(putProvider(tenant, 'deckmill', 'secret')).resolves.toMatchObject({ issuer: tenant });
  });

  it('keeps the verification of domains it keeps, adds new ones unverified and drops the others', async () => {
    const { put, data } = setup();
    await put(['acme.test', 'old.test'], 'secret');
    const acme = data.rows(SsoDomain).find((row) => row.domain === 'acme.test');
    Object.assign(acme ?? {}, { verifiedAt: NOW, verifiedBy: 'operator' });

    const state = await put(['ACME.test', 'new.test'], undefined);

    expect(state.domains.map((d) => [d.domain, d.verifiedBy])).toEqual([
      ['acme.test', 'operator'],
      ['new.test', null],
    ]);
    expect(
      data
        .rows(SsoDomain)
        .map((row) => row.domain)
        .sort(),
    ).toEqual(['acme.test', 'new.test']);
    expect(state.domains[1]?.txtRecordValue).toMatch(/^deckmill-verification=[\w-]{32}$/);
  });

  it('refuses bad domains and issuer URLs by field', async () => {
    const { put } = setup();
    expect((await refusal(put(['not a domain'], 'secret'))).domainError.fields).toEqual({
      domains: ['is not a valid domain name.'],
    });
    expect((await refusal(put([], 'secret'))).domainError.fields).toEqual({
      domains: ['Add at least one email domain.'],
    });
  });

  it('is for team admins only', async () => {
    const { put, memberId } = setup();
    expect((await refusal(put(['acme.test'], 'secret', false, memberId))).domainError.kind).toBe('forbidden');
  });
});
