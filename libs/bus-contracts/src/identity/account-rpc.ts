import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import { API_KEY_SCOPES, ThemePreferenceSchema } from '../shared/api-vocabulary';
import { JoinedTeamSchema } from '../teams/replies';
import { ApiKeySchema, ProfileSchema, SessionGrantSchema } from './account-types';

const UserId = z.object({ userId: z.string().uuid() });
const Done = z.object({ done: z.literal(true) });

/**
 * The account operations the gateway calls on identity. Inputs are already validated by the gateway with the
 * HTTP schemas of `http.ts`; identity checks again what only it can (uniqueness, common passwords, tokens).
 */
export const AccountRpc = {
  /**
   * v2: answers `done` whatever the address, and never opens a session (a taken address must get
   * the same answer, and its owner is mailed instead).
   * v3 took `emailProved`, a flag the gateway set after asking teams: a flag anyone on the bus could send.
   * v4: `invitationToken` instead (the invitation link's token, null without one). For a new account identity
   * claims the invitation itself (`teams.claim-invitation`: checked against the address and spent in one
   * transaction, the account joining its team) and only then confirms the account, with no confirmation mail;
   * `confirmedUserId` is then its id and `joinedTeam` the team. Both are null in every other case, a taken
   * address included.
   */
  'identity.sign-up': defineRpc(
    'identity.sign-up',
    4,
    z.object({
      name: z.string(),
      company: z.string().nullable(),
      email: z.string(),
      password: z.string(),
      invitationToken: z.string().min(1).max(200).nullable(),
      userAgent: z.string().max(500).optional(),
    }),
    z.object({
      done: z.literal(true),
      confirmedUserId: z.string().uuid().nullable(),
      joinedTeam: JoinedTeamSchema.nullable(),
    }),
  ),
  'identity.sign-in': defineRpc(
    'identity.sign-in',
    1,
    z.object({
      email: z.string(),
      password: z.string(),
      rememberMe: z.boolean(),
      userAgent: z.string().max(500).optional(),
      /** The caller's address: the lockout counts failures per account and address. */
      clientIp: z.string().max(100).optional(),
    }),
    SessionGrantSchema,
  ),
  /**
   * A sign-in the gateway verified with the team's OpenID provider. Finds the account by e-mail or
   * creates it (confirmed, no usable password, `name` from the ID token's claims) and opens a session;
   * forbidden `account_locked` for a locked account, forbidden `operator_password_only` for an operator's
   * (admin flag). An unconfirmed account is taken back first (password replaced, sessions and API keys ended).
   */
  'identity.sso-sign-in': defineRpc(
    'identity.sso-sign-in',
    1,
    z.object({
      email: z.string().max(320),
      name: z.string().max(200).nullable(),
      userAgent: z.string().max(500).optional(),
      clientIp: z.string().max(100).optional(),
    }),
    SessionGrantSchema.extend({ created: z.boolean() }),
  ),
  /**
   * Local mode (the desktop app): the gateway checked the launcher's token; opens a session for the one local
   * account (created at start). Registered only in local mode: elsewhere nothing answers it.
   */
  'identity.local-sign-in': defineRpc(
    'identity.local-sign-in',
    1,
    z.object({ userAgent: z.string().max(500).optional() }),
    SessionGrantSchema,
  ),
  /** Ends one session (sign out). */
  'identity.sign-out': defineRpc('identity.sign-out', 1, z.object({ sessionId: z.string().uuid() }), Done),
  'identity.confirm-email': defineRpc('identity.confirm-email', 1, z.object({ token: z.string() }), UserId),
  /** Sends the confirmation mail again; answers the same whether or not the address is known. */
  'identity.resend-confirmation': defineRpc(
    'identity.resend-confirmation',
    1,
    z.object({ email: z.string() }),
    Done,
  ),
  /** Sends a reset link; answers the same whether or not the address is known. */
  'identity.request-password-reset': defineRpc(
    'identity.request-password-reset',
    1,
    z.object({ email: z.string() }),
    Done,
  ),
  /**
   * Sets the password, ends every session and revokes every API key of the user, and opens a new session.
   * v2: `grant` is null, no session opened, for a non-operator whose domain enforces SSO (the
   * password is set all the same: it works again if the team lifts enforcement).
   */
  'identity.reset-password': defineRpc(
    'identity.reset-password',
    2,
    z.object({ token: z.string(), password: z.string(), userAgent: z.string().max(500).optional() }),
    z.object({ grant: SessionGrantSchema.nullable() }),
  ),
  'identity.unlock-account': defineRpc('identity.unlock-account', 1, z.object({ token: z.string() }), UserId),
  /** v2: the account's `themePreference`. */
  'identity.get-profile': defineRpc('identity.get-profile', 2, UserId, ProfileSchema),
  /**
   * Name and company; a new email needs the current password and is confirmed before it applies.
   * v2: `themePreference`, and every field but `userId` optional: a field left out keeps its value (the
   * account menu sends the theme alone), a pending email change included.
   */
  'identity.update-profile': defineRpc(
    'identity.update-profile',
    2,
    z.object({
      userId: z.string().uuid(),
      name: z.string().optional(),
      company: z.string().nullable().optional(),
      email: z.string().optional(),
      currentPassword: z.string().optional(),
      themePreference: ThemePreferenceSchema.optional(),
    }),
    ProfileSchema,
  ),
  /** Deletes a user and ends all of their sessions and API keys at once; publishes user.deleted. */
  'identity.delete-user': defineRpc('identity.delete-user', 1, UserId, Done),
  /**
   * A user deletes their own account from Settings, re-authenticating with their password
   * (invalid on `currentPassword` when missing or wrong); then as identity.delete-user.
   */
  'identity.delete-own-account': defineRpc(
    'identity.delete-own-account',
    1,
    z.object({ userId: z.string().uuid(), currentPassword: z.string() }),
    Done,
  ),
  // v2: each key's `scopes`.
  'identity.list-api-keys': defineRpc(
    'identity.list-api-keys',
    2,
    UserId,
    z.object({ apiKeys: z.array(ApiKeySchema) }),
  ),
  /** The token is in this answer only; identity keeps its hash. v2: the key's `scopes`. */
  'identity.create-api-key': defineRpc(
    'identity.create-api-key',
    2,
    z.object({ userId: z.string().uuid(), name: z.string(), scopes: z.array(z.enum(API_KEY_SCOPES)).min(1) }),
    z.object({ apiKey: ApiKeySchema, token: z.string() }),
  ),
  /** 404 for a key that is not the user's. */
  'identity.revoke-api-key': defineRpc(
    'identity.revoke-api-key',
    1,
    z.object({ userId: z.string().uuid(), apiKeyId: z.string().uuid() }),
    Done,
  ),
} as const;
