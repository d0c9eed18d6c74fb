import { z } from 'zod';
import { API_KEY_SCOPES, ThemePreferenceSchema } from '../shared/api-vocabulary';

/** A new session: the raw token goes into the `dm_session` cookie and is never stored by identity. */
export const SessionGrantSchema = z.object({
  sessionToken: z.string(),
  userId: z.string().uuid(),
  /** Cookie lifetime; null for a browser-session cookie (no remember me). */
  cookieMaxAgeSeconds: z.number().int().positive().nullable(),
});
export type SessionGrant = z.infer<typeof SessionGrantSchema>;

export const ProfileSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  /** A new address waiting for its confirmation link. */
  unconfirmedEmail: z.string().nullable(),
  /** How the web app looks for this account: system (the device's setting), light or dark. */
  themePreference: ThemePreferenceSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ApiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyData = z.infer<typeof ApiKeySchema>;
