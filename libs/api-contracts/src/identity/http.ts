import { z } from 'zod';

/**
 * HTTP bodies of the account routes (docs/accounts.md), shared by the gateway (server validation, errors keyed
 * by the forms' field names, as `user.email`) and the web app (client validation).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const blank = (label: string) => `${label} can't be blank`;

const emailField = (label = 'Email') =>
  z
    .string({ error: blank(label) })
    .trim()
    .toLowerCase()
    .min(1, blank(label))
    .max(254, `${label} is too long`)
    .pipe(z.email({ error: `${label} is not a valid email address` }));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: blank(label) })
    .trim()
    .min(1, blank(label))
    .max(max, `${label} is too long (at most ${max} characters)`);

const newPassword = z
  .string({ error: blank('Password') })
  .min(1, blank('Password'))
  .min(PASSWORD_MIN_LENGTH, `Password is too short (at least ${PASSWORD_MIN_LENGTH} characters)`)
  .max(PASSWORD_MAX_LENGTH, `Password is too long (at most ${PASSWORD_MAX_LENGTH} characters)`);

const passwordConfirmation = z
  .string({ error: blank('Password confirmation') })
  .min(1, blank('Password confirmation'));

const optionalCompany = z
  .string()
  .trim()
  .max(200, 'Company is too long (at most 200 characters)')
  .nullish()
  .transform((value) => (value ? value : null));

const matchingConfirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: "Password confirmation doesn't match Password",
    });
  }
};

/** POST /api/users: body `{ user: SignUpInput }`, errors keyed `user.<field>`. */
export const SignUpInputSchema = z
  .object({
    name: requiredText('Name', 200),
    company: optionalCompany,
    email: emailField(),
    password: newPassword,
    password_confirmation: passwordConfirmation,
    /** The invitation link's token, when sign-up came from one: it confirms the address if it was sent there. */
    invitation_token: z.string().max(200).optional(),
  })
  .superRefine(matchingConfirmation);
export type SignUpInput = z.input<typeof SignUpInputSchema>;

/**
 * POST /api/users answers 201 with this (never a session). `email_confirmed` and `team` come only when an
 * invitation link proved the address of a new account: it is confirmed, and `team` is the team it joined
 * (null if joining failed: the invitation is then in the user's received list).
 */
export interface SignUpAnswer {
  user: null;
  csrf_token: string;
  message: string;
  email_confirmed?: true;
  team?: { id: number; short_id: string; name: string } | null;
}

/** POST /api/users/sign_in: body `{ user: SignInInput }`, errors keyed `email` and `password`. */
export const SignInInputSchema = z.object({
  email: z
    .string({ error: blank('Email') })
    .trim()
    .toLowerCase()
    .min(1, blank('Email')),
  password: z
    .string({ error: blank('Password') })
    .min(1, blank('Password'))
    .max(1024, 'Password is too long'),
  remember_me: z
    .union([z.boolean(), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((value) => value === true || value === '1' || value === 'true'),
});
export type SignInInput = z.input<typeof SignInInputSchema>;

/** POST /api/users/password: body `{ user: { email } }`. */
export const ForgotPasswordInputSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

/** PUT /api/users/password: body `{ user: ResetPasswordInput }`. */
export const ResetPasswordInputSchema = z
  .object({
    reset_password_token: z
      .string({ error: 'Reset password token is invalid' })
      .min(1, 'Reset password token is invalid')
      .max(200, 'Reset password token is invalid'),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .superRefine(matchingConfirmation);
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

/** POST /api/users/confirmation: body `{ user: { email } }` (resend the confirmation email). */
export const ResendConfirmationInputSchema = z.object({ email: emailField() });
export type ResendConfirmationInput = z.input<typeof ResendConfirmationInputSchema>;

/** PUT /api/users/confirmation: body `{ confirmation_token }`. */
export const ConfirmEmailInputSchema = z.object({
  confirmation_token: z
    .string({ error: 'Confirmation token is invalid' })
    .min(1, 'Confirmation token is invalid')
    .max(200, 'Confirmation token is invalid'),
});

/** PUT /api/users/unlock: body `{ unlock_token }`. */
export const UnlockInputSchema = z.object({
  unlock_token: z
    .string({ error: 'Unlock token is invalid' })
    .min(1, 'Unlock token is invalid')
    .max(200, 'Unlock token is invalid'),
});

/** How the app looks: `system` follows the device's light or dark setting (the default). */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const ThemePreferenceSchema = z.enum(THEME_PREFERENCES, {
  error: `Choose one of ${THEME_PREFERENCES.join(', ')}`,
});

/** PUT /api/settings/profile: name, company, email; the current password when the email changes. */
export const ProfileInputSchema = z.object({
  name: requiredText('Name', 200),
  company: optionalCompany,
  email: emailField(),
  current_password: z.string().max(1024).optional(),
  theme_preference: ThemePreferenceSchema.optional(),
});
export type ProfileInput = z.input<typeof ProfileInputSchema>;

/**
 * PUT /api/settings/profile with the theme alone (the account menu's choice): the other fields keep their
 * values, a pending email change included.
 */
export const ThemePreferenceInputSchema = z.object({ theme_preference: ThemePreferenceSchema });
export type ThemePreferenceInput = z.input<typeof ThemePreferenceInputSchema>;

/** The profile form's fields but the theme, read from its schema: a field added there counts here at once. */
const PROFILE_FORM_FIELDS = ProfileInputSchema.keyof().options.filter(
  (field) => field !== 'theme_preference',
);

/** Whether a profile PUT body is the theme alone: it names none of the form's other fields. */
export function isThemeOnlyProfileInput(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('theme_preference' in body)) return false;
  return !PROFILE_FORM_FIELDS.some((field) => field in body);
}

/** DELETE /api/settings/account: the password again, so an open session alone cannot delete. */
export const DeleteAccountInputSchema = z.object({
  current_password: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(1024),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/** GET/PUT /api/settings/profile answer. */
export interface ProfileResponse {
  profile: {
    name: string;
    company: string | null;
    email: string;
    unconfirmed_email: string | null;
    theme_preference: ThemePreference;
  };
}

/**
 * What an API key may do in API v1: `read` every GET, `generate` create batches, `manage` templates
 * and webhooks (upload, delete, register, rotate). The older `/api/app` routes take only keys with all three.
 */
export const API_KEY_SCOPES = ['read', 'generate', 'manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
const SCOPES_MESSAGE = `Choose at least one of ${API_KEY_SCOPES.join(', ')}.`;
const isScope = (value: string) => API_KEY_SCOPES.some((scope) => scope === value);
/** One error on `scopes` itself, whichever item is wrong. */
export const ApiKeyScopesSchema = z
  .array(z.string(), { error: SCOPES_MESSAGE })
  .refine((scopes) => scopes.length > 0 && scopes.every(isScope), SCOPES_MESSAGE)
  // Each once, in API_KEY_SCOPES order, however they were sent.
  .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope)));

/**
 * POST /api/settings/api_keys: body `{ name, scopes }` (or `{ api_key: { name, scopes } }`), errors keyed `name`
 * and `scopes`; without `scopes` the key gets all three.
 */
export const ApiKeyInputSchema = z.object({
  name: requiredText('Name', 100),
  scopes: ApiKeyScopesSchema.default([...API_KEY_SCOPES]),
});
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;

/** An API key as listed; `token` is only present in the answer that created it. */
export interface ApiKeyResponse {
  id: string;
  name: string;
  /** The first characters of the key, enough to recognise it. */
  prefix: string;
  token?: string;
  scopes: ApiKeyScope[];
  created_at: string;
  /** When the key last authenticated a request, to the minute; null if never. */
  last_used_at: string | null;
}
