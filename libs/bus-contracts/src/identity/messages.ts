import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { AccountRpc } from './account-rpc';
import { SubscriptionTierSchema } from '../shared/api-vocabulary';
import { PrincipalSchema, UserSummarySchema } from './user';

/**
 * Identity's request/reply contracts: the two other services use, and the account operations the gateway
 * calls (account-rpc.ts).
 */
export const IdentityRpc = {
  ...AccountRpc,
  /**
   * Resolves a session token (cookie) or an API key (Bearer) to a principal; null when invalid or expired.
   * v2: an API key's principal carries its `scopes`.
   */
  'identity.authenticate': defineRpc(
    'identity.authenticate',
    2,
    z.object({ sessionToken: z.string().optional(), apiKey: z.string().optional() }),
    z.object({
      principal: PrincipalSchema.nullable(),
      refreshedCookieMaxAgeSeconds: z.number().nullable().optional(),
    }),
  ),
  /** Users by ids and/or e-mails (unknown ones are simply absent). */
  'identity.find-users': defineRpc(
    'identity.find-users',
    1,
    z.object({
      ids: z.array(z.string().uuid()).max(1000).default([]),
      emails: z.array(z.string()).max(1000).default([]),
    }),
    z.object({ users: z.array(UserSummarySchema) }),
  ),
} as const;

export const IdentityEvents = {
  'user.registered': defineMessage(
    'user.registered',
    1,
    z.object({ userId: z.string().uuid(), email: z.string(), name: z.string(), occurredAt: z.string() }),
  ),
  'user.confirmed': defineMessage(
    'user.confirmed',
    1,
    z.object({ userId: z.string().uuid(), occurredAt: z.string() }),
  ),
  'user.updated': defineMessage(
    'user.updated',
    1,
    z.object({
      userId: z.string().uuid(),
      email: z.string(),
      name: z.string(),
      admin: z.boolean(),
      subscriptionTier: SubscriptionTierSchema,
      occurredAt: z.string(),
    }),
  ),
  'user.deleted': defineMessage(
    'user.deleted',
    1,
    z.object({ userId: z.string().uuid(), occurredAt: z.string() }),
  ),
} as const;
