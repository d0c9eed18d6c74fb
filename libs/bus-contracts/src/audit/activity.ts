import { z } from 'zod';
import { ACTIVITY_ACTION_NAMES, ACTIVITY_ACTOR_KINDS } from '../shared/api-vocabulary';

/**
 * The audit trail's vocabulary. Each entry names a stable action (never renamed: customers filter
 * and alert on these strings, and the hash chain covers them), who did it, on what, for which team, when,
 * from where, and under which request. The actions and the kinds of actor are the public API's lists
 * (api-contracts' `audit/http.ts`): one list, so the trail and the API cannot name different ones.
 */
export const ACTIVITY_ACTIONS = ACTIVITY_ACTION_NAMES;
export const ActivityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof ActivityActionSchema>;

export const ACTOR_KINDS = ACTIVITY_ACTOR_KINDS;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Who acted. `system` is the product itself (a batch finishing, a retention sweep). */
export const ActivityActorSchema = z.object({
  kind: z.enum(ACTOR_KINDS),
  userId: z.string().uuid().nullable(),
  email: z.string().nullable(),
  /** The API key used (kind `api_key`). */
  apiKeyId: z.string().nullable(),
});
export type ActivityActor = z.infer<typeof ActivityActorSchema>;

export const ACTIVITY_TARGET_TYPES = [
  'user',
  'session',
  'api_key',
  'team',
  'member',
  'invitation',
  'template',
  'dataset',
  'batch',
  'deck',
  'subscription',
  'mcp_tool',
] as const;

/** On what: a type and the object's id, with a label kept after the object is gone (a name, an e-mail). */
export const ActivityTargetSchema = z.object({
  type: z.enum(ACTIVITY_TARGET_TYPES),
  id: z.string(),
  label: z.string().nullable(),
});
export type ActivityTarget = z.infer<typeof ActivityTargetSchema>;

/** Where from: the client's address and user agent as the gateway saw them (null for system actions). */
export const ActivityOriginSchema = z.object({
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});

/**
 * One entry of the trail. `chain` is the tenant whose hash chain holds it (`team:<id>` when the object
 * belongs to a team, else `user:<id>`); `seq` its place in that chain; `hash` = SHA-256 over the previous
 * entry's hash and this entry's canonical fields (docs/audit.md).
 */
export const ActivityEntrySchema = z.object({
  id: z.string().uuid(),
  chain: z.string(),
  seq: z.number().int().positive(),
  action: ActivityActionSchema,
  actor: ActivityActorSchema,
  target: ActivityTargetSchema,
  /** The user whose activity this is (the actor, or the subject of a system action); null for none. */
  userId: z.string().uuid().nullable(),
  teamId: z.number().int().positive().nullable(),
  origin: ActivityOriginSchema,
  /** Action-specific facts (a role from and to, a format, a row count); never row values. */
  details: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
  recordedAt: z.string(),
  hash: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
