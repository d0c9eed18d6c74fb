import { randomUUID } from 'node:crypto';
import { DomainException } from '@deckmill/messaging';
import { ssoWorld, NOW, recordingMessages } from '../../../testing/sso-world';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import type { TxtResolver } from '../../txt-resolver';
import { VerifyDomainUseCase } from './verify-domain.use-case';

async function refusal(promise: Promise<unknown>): Promise<DomainException> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainException))
    throw new Error(`expected a DomainException, got ${String(error)}`);
  return error;
}

function setup(records: Record<string, string[]> = {}) {
  const world = ssoWorld();
  world.data.seed(SsoConfig, [
    {
      teamId: 1,
      issuerUrl: 'https://idp.acme.test',
      clientId: 'deckmill',
      clientSecret: 'sealed',
      enforced: false,
      updatedAt: NOW,
    },
  ]);
  world.data.seed(SsoDomain, [
    {
      id: 10,
      teamId: 1,
      domain: 'acme.test',
      verificationToken: 'tok-acme',
      verifiedAt: null,
      verifiedBy: null,
    },
  ]);
  const txt: TxtResolver = { lookup: jest.fn(async (name: string) => records[name] ?? []) };
  const { published, messages } = recordingMessages();
  const useCase = new VerifyDomainUseCase(world.dataSource, txt, world.plan, world.clock, messages);
  return { ...world, txt, useCase, published };
}

describe('VerifyDomainUseCase (DNS TXT record)', () => {
  it('verifies a domain whose _deckmill-challenge TXT record carries its token', async () => {
    const { useCase, adminId, txt, data } = setup({
      '_deckmill-challenge.acme.test': ['v=spf1 -all', 'deckmill-verification=tok-acme'],
    });

    const state = await useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: ' ACME.test ' });

    expect(txt.lookup).toHaveBeenCalledWith('_deckmill-challenge.acme.test');
    expect(state.domains).toEqual([
      {
        domain: 'acme.test',
        verifiedBy: 'dns',
        txtRecordName: '_deckmill-challenge.acme.test',
        txtRecordValue: 'deckmill-verification=tok-acme',
      },
    ]);
    expect(data.rows(SsoDomain)[0]).toMatchObject({ verifiedAt: NOW, verifiedBy: 'dns' });
  });

  it('audits the verification once (team.sso_domain_verified by the asking admin, method dns)', async () => {
    const { useCase, adminId, published } = setup({
      '_deckmill-challenge.acme.test': ['deckmill-verification=tok-acme'],
    });

    await useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'acme.test' });
    await useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'acme.test' });

    expect(published).toEqual([
      {
        key: 'team.sso_domain_verified',
        payload: {
          teamId: 1,
          teamName: 'Acme',
          domain: 'acme.test',
          method: 'dns',
          verifiedBy: adminId,
          occurredAt: NOW.toISOString(),
        },
      },
    ]);
  });

  it('audits nothing when the record is missing', async () => {
    const { useCase, adminId, published } = setup();
    await refusal(useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'acme.test' }));
    expect(published).toEqual([]);
  });

  it('never verifies a public mail domain listed before they were refused', async () => {
    const { useCase, adminId, data, txt } = setup({
      '_deckmill-challenge.gmail.com': ['deckmill-verification=tok-gmail'],
    });
    data.seed(SsoDomain, [
      {
        id: 12,
        teamId: 1,
        domain: 'gmail.com',
        verificationToken: 'tok-gmail',
        verifiedAt: null,
        verifiedBy: null,
      },
    ]);

    const error = await refusal(
      useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'gmail.com' }),
    );

    expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_public_mail_domain' });
    expect(error.domainError.fields['domain']?.[0]).toMatch(/public email provider/);
    expect(txt.lookup).not.toHaveBeenCalled();
  });

  it('leaves the domain unverified, saying what to publish, when the record is missing or wrong', async () => {
    const { useCase, adminId, data } = setup({
      '_deckmill-challenge.acme.test': ['deckmill-verification=other'],
    });

    const error = await refusal(
      useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'acme.test' }),
    );

    expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_domain_unverified' });
    expect(error.domainError.fields['domain']?.[0]).toContain(
      '_deckmill-challenge.acme.test with the value deckmill-verification=tok-acme',
    );
    expect(data.rows(SsoDomain)[0]).toMatchObject({ verifiedAt: null, verifiedBy: null });
  });

  it('refuses a domain the team does not list, or that is no domain, without looking it up', async () => {
    const { useCase, adminId, txt } = setup();
    for (const domain of ['other.test', 'not a domain']) {
      const error = await refusal(useCase.execute({ actorId: adminId, team: 'acmeteam01', domain }));
      expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_domain_not_listed' });
    }
    expect(txt.lookup).not.toHaveBeenCalled();
  });

  it('refuses a domain already verified for another team', async () => {
    const { useCase, adminId, data } = setup({
      '_deckmill-challenge.acme.test': ['deckmill-verification=tok-acme'],
    });
    data.seed(SsoDomain, [
      {
        id: 11,
        teamId: 2,
        domain: 'acme.test',
        verificationToken: 'x',
        verifiedAt: NOW,
        verifiedBy: 'operator',
      },
    ]);

    const error = await refusal(
      useCase.execute({ actorId: adminId, team: 'acmeteam01', domain: 'acme.test' }),
    );

    expect(error.domainError).toMatchObject({ kind: 'invalid', code: 'sso_domain_taken' });
  });

  it('is for team admins: forbidden for a member, not found for a stranger', async () => {
    const { useCase, memberId, txt } = setup();
    expect(
      (await refusal(useCase.execute({ actorId: memberId, team: 'acmeteam01', domain: 'acme.test' })))
        .domainError.kind,
    ).toBe('forbidden');
    expect(
      (await refusal(useCase.execute({ actorId: randomUUID(), team: 'acmeteam01', domain: 'acme.test' })))
        .domainError.kind,
    ).toBe('not_found');
    expect(txt.lookup).not.toHaveBeenCalled();
  });
});
