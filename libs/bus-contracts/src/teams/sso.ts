import { z } from 'zod';
import { defineRpc } from '../messaging/registry';

/**
 * A team's OpenID Connect single sign-on. The team admins' calls (`actorId` on `team`, the route's
 * short_id or id) and the gateway's own calls during a sign-in. Domains travel as the user typed them and are
 * checked by teams (after the access check, so a stranger learns nothing from a bad domain).
 */
const TeamId = z.number().int().positive();
const UserId = z.string().uuid();
const TeamRef = z.string().min(1).max(32);
const ActorOnTeam = z.object({ actorId: UserId, team: TeamRef });
const Done = z.object({ ok: z.literal(true) });

export const SsoDomainStateSchema = z.object({
  domain: z.string(),
  verifiedBy: z.enum(['dns', 'operator']).nullable(),
  /** `_deckmill-challenge.<domain>` and `deckmill-verification=<token>`: the TXT record that proves ownership. */
  txtRecordName: z.string(),
  txtRecordValue: z.string(),
});

/** The admins' view; the client secret never leaves teams this way (only `hasClientSecret`). */
export const TeamSsoStateSchema = z.object({
  configured: z.boolean(),
  planAllows: z.boolean(),
  /** The provider's issuer identifier (an https URL, as its discovery document states it). */
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  enforced: z.boolean(),
  domains: z.array(SsoDomainStateSchema),
  updatedAt: z.string().nullable(),
});
export type TeamSsoState = z.infer<typeof TeamSsoStateSchema>;

/** What the gateway needs to run a sign-in with the team's provider (the secret decrypted). */
export const SsoClientSchema = z.object({
  teamId: TeamId,
  issuer: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  /** The team's verified domains: the ID token's e-mail must be on one of them. */
  verifiedDomains: z.array(z.string()),
});
export type SsoClient = z.infer<typeof SsoClientSchema>;

export const TeamsSsoRpc = {
  'teams.sso-get': defineRpc('teams.sso-get', 1, ActorOnTeam, TeamSsoStateSchema),
  /** Team admins on the Enterprise plan; `clientSecret` required the first time, omitted keeps the stored one. */
  'teams.sso-put': defineRpc(
    'teams.sso-put',
    1,
    ActorOnTeam.extend({
      issuer: z.string(),
      clientId: z.string(),
      clientSecret: z.string().optional(),
      domains: z.array(z.string()),
      enforced: z.boolean(),
    }),
    TeamSsoStateSchema,
  ),
  'teams.sso-delete': defineRpc('teams.sso-delete', 1, ActorOnTeam, Done),
  /** Looks the domain's TXT record up; verified when it carries the domain's token. */
  'teams.sso-verify-domain': defineRpc(
    'teams.sso-verify-domain',
    1,
    ActorOnTeam.extend({ domain: z.string().max(300) }),
    TeamSsoStateSchema,
  ),
  /** An operator vouches for a team's domain (no DNS check). */
  'teams.sso-operator-verify': defineRpc(
    'teams.sso-operator-verify',
    1,
    z.object({ operatorId: UserId, teamId: TeamId, domain: z.string().max(300) }),
    Done,
  ),
  /**
   * The gateway only: the team whose VERIFIED domain is the e-mail's (`email`), or the team itself at the
   * callback (`teamId`); null when there is none.
   */
  'teams.sso-resolve': defineRpc(
    'teams.sso-resolve',
    1,
    z.object({ email: z.string().max(320).optional(), teamId: TeamId.optional() }),
    z.object({ client: SsoClientSchema.nullable() }),
  ),
  /** Whether password sign-in is refused for this address (a verified domain of a team that enforces SSO). */
  'teams.sso-enforcement': defineRpc(
    'teams.sso-enforcement',
    1,
    z.object({ email: z.string().max(320) }),
    z.object({ enforced: z.boolean() }),
  ),
  /** A user signed in through the team's provider joins it as a member (idempotent). */
  'teams.sso-join': defineRpc(
    'teams.sso-join',
    1,
    z.object({ teamId: TeamId, userId: UserId }),
    z.object({ joined: z.boolean() }),
  ),
} as const;
