import { randomUUID } from 'node:crypto';
import { DomainException } from '@deckmill/messaging';
import { ssoWorld, NOW, recordingMessages } from '../../../testing/sso-world';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { OperatorVerifyDomainUseCase } from './operator-verify-domain.use-case';

async function refusal(promise: Promise<unknown>): Promise<DomainException> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainException))
    throw new Error(`expected a DomainException, got ${String(error)}`);
  return error;
}

function setup() {
  const world = ssoWorld();
  world.data.seed(SsoDomain, [
    { id: 10, teamId: 1, domain: 'acme.test', verificationToken: 'a', verifiedAt: null, verifiedBy: null },
    { id: 11, teamId: 1, domain: 'gmail.com', verificationToken: 'b', verifiedAt: null, verifiedBy: null },
  ]);
  const { published, messages } = recordingMessages();
  const useCase = new OperatorVerifyDomainUseCase(world.dataSource, world.clock, messages);
  return { ...world, useCase, published };
}

describe('OperatorVerifyDomainUseCase', () => {
  it('verifies the domain and audits it once, naming the operator (method operator)', async () => {
    const { useCase, data, published } = setup();
    const operatorId = randomUUID();

    await useCase.execute({ operatorId, teamId: 1, domain: ' ACME.test ' });
    await useCase.execute({ operatorId, teamId: 1, domain: 'acme.test' });

    expect(data.rows(SsoDomain).find((row) => row.id === 10)).toMatchObject({
      verifiedAt: NOW,
      verifiedBy: 'operator',
    });
    expect(published).toEqual([
      {
        key: 'team.sso_domain_verified',
        payload: {
          teamId: 1,
          teamName: 'Acme',
          domain: 'acme.test',
          method: 'operator',
          verifiedBy: operatorId,
          occurredAt: NOW.toISOString(),
        },
      },
    ]);
  });

  it('refuses a public mail domain, and a domain the team does not list', async () => {
    const { useCase, published } = setup();
    const gmail = await refusal(
      useCase.execute({ operatorId: randomUUID(), teamId: 1, domain: 'gmail.com' }),
    );
    expect(gmail.domainError).toMatchObject({ kind: 'invalid', code: 'sso_public_mail_domain' });
    const other = await refusal(
      useCase.execute({ operatorId: randomUUID(), teamId: 2, domain: 'acme.test' }),
    );
    expect(other.domainError).toMatchObject({ kind: 'not_found', code: 'sso_domain_not_found' });
    expect(published).toEqual([]);
  });
});
