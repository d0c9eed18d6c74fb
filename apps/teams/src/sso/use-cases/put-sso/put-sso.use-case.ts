import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { TeamSsoState } from '@deckmill/bus-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { teamForAdmin, TeamMessages } from '../../../shared';
import { SsoConfig } from '../../entities/sso-config.entity';
import { SsoDomain } from '../../entities/sso-domain.entity';
import { SsoErrors } from '../../sso-errors';
import { SsoPlan } from '../../sso-plan';
import { isPublicMailDomain, newVerificationToken, normalizeDomain, presentSso } from '../../sso-rules';
import { SsoSecretBox } from '../../sso-secret-box';

const MAX_DOMAINS = 20;

/**
 * A team admin on the Enterprise plan sets the team's OpenID provider and e-mail domains. Domains kept keep
 * their verification; new ones get a fresh token; removed ones go. The secret is sealed before it is stored,
 * and it is only kept for the provider it was given for: a new issuer or client id needs it typed again
 * (else an admin could point the issuer at their own server and receive the secret in the token request).
 */
@Injectable()
export class PutSsoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plan: SsoPlan,
    private readonly secrets: SsoSecretBox,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.sso-put'>): Promise<TeamSsoState> {
    const { actorId, team: teamRef } = input;
    // Access first (strangers get not found, members forbidden), then the plan, then the input.
    const { team } = await teamForAdmin(this.dataSource.manager, teamRef, actorId);
    if (!(await this.plan.allows(actorId))) throw SsoErrors.planRequired();
    const domains = validDomains(input.domains);
    const issuerUrl = validIssuer(input.issuer);
    const clientId = input.clientId.trim();
    if (clientId === '') throw SsoErrors.field('blank', 'clientId', "Client ID can't be blank.");
    const state = await this.dataSource.transaction(async (manager) => {
      await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const configs = manager.getRepository(SsoConfig);
      const existing = await configs.findOneBy({ teamId: team.id });
      const secret = input.clientSecret ?? '';
      if (secret === '' && !existing)
        throw SsoErrors.field('blank', 'clientSecret', "Client secret can't be blank.");
      const providerChanged =
        existing !== null && (existing.issuerUrl !== issuerUrl || existing.clientId !== clientId);
      if (secret === '' && providerChanged) throw SsoErrors.secretForNewProvider();
      const config = existing ?? configs.create({ teamId: team.id });
      config.issuerUrl = issuerUrl;
      config.clientId = clientId;
      config.enforced = input.enforced;
      if (secret !== '') config.clientSecret = this.secrets.seal(team.id, secret);
      const saved = await configs.save(config);
      const kept = await replaceDomains(manager, team.id, domains);
      await this.messages.publish(
        manager,
        'team.sso_configured',
        {
          teamId: team.id,
          teamName: team.name,
          actorId,
          enforced: saved.enforced,
          domains: kept.map((row) => row.domain).sort(),
          issuer: saved.issuerUrl,
          clientId: saved.clientId,
          // Whether this save stored a new secret (never the secret itself).
          secretChanged: secret !== '',
          removed: false,
          occurredAt: saved.updatedAt.toISOString(),
        },
        // Every save is its own fact (one audit entry each).
        `${team.shortId}:sso:${randomUUID()}`,
      );
      return presentSso(saved, kept, true);
    });
    await this.messages.flush();
    return state;
  }
}

function validDomains(raw: readonly string[]): string[] {
  if (raw.length === 0) throw SsoErrors.field('blank', 'domains', 'Add at least one email domain.');
  if (raw.length > MAX_DOMAINS) throw SsoErrors.field('too_many', 'domains', 'At most 20 email domains.');
  const domains = raw.map((domain) => normalizeDomain(domain));
  if (domains.some((domain) => domain === null))
    throw SsoErrors.field('invalid_domain', 'domains', 'is not a valid domain name.');
  const publicDomain = domains.find((domain) => domain !== null && isPublicMailDomain(domain));
  if (publicDomain) throw SsoErrors.publicMailDomain(publicDomain);
  return [...new Set(domains as string[])];
}

function validIssuer(raw: string): string {
  const text = raw.trim();
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || text.length > 500)
    throw SsoErrors.field('invalid_issuer', 'issuerUrl', 'Issuer URL must be an http(s) URL.');
  if (isMultiTenantIssuer(url)) throw SsoErrors.multiTenantIssuer();
  return text;
}

/** Microsoft Entra's shared endpoints answer for every tenant (or every personal account), never one company. */
const MULTI_TENANT_SEGMENTS = new Set(['common', 'organizations', 'consumers']);
const MICROSOFT_LOGIN_HOSTS = new Set([
  'login.microsoftonline.com',
  'login.microsoft.com',
  'login.windows.net',
]);

function isMultiTenantIssuer(url: URL): boolean {
  const tenant =
    url.pathname
      .split('/')
      .find((segment) => segment !== '')
      ?.toLowerCase() ?? '';
  return MICROSOFT_LOGIN_HOSTS.has(url.hostname.toLowerCase()) && MULTI_TENANT_SEGMENTS.has(tenant);
}

async function replaceDomains(
  manager: EntityManager,
  teamId: number,
  wanted: string[],
): Promise<SsoDomain[]> {
  const repository = manager.getRepository(SsoDomain);
  const current = await repository.findBy({ teamId });
  const gone = current.filter((row) => !wanted.includes(row.domain));
  if (gone.length > 0) await repository.delete(gone.map((row) => row.id));
  const have = new Set(current.map((row) => row.domain));
  const added = wanted
    .filter((domain) => !have.has(domain))
    .map((domain) =>
      repository.create({
        teamId,
        domain,
        verificationToken: newVerificationToken(),
        verifiedAt: null,
        verifiedBy: null,
      }),
    );
  const inserted = added.length > 0 ? await repository.save(added) : [];
  return [...current.filter((row) => wanted.includes(row.domain)), ...inserted];
}
