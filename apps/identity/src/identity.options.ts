/**
 * Where mail goes: an SMTP server; .eml files in a directory (embedded mode without SMTP_URL, links also
 * logged); or only the log (distributed mode without SMTP_URL).
 */
export type MailTarget =
  | { readonly kind: 'smtp'; readonly url: string; readonly from: string }
  | { readonly kind: 'directory'; readonly dir: string; readonly from: string }
  | { readonly kind: 'log'; readonly from: string };

/** What the composition root tells the identity service (IdentityModule.forRoot). */
export interface IdentityOptions {
  /** Public URL of the site (links in e-mails). */
  readonly appUrl: string;
  readonly mail: MailTarget;
  /** The operator promoted once their address is confirmed (ADMIN_EMAIL); undefined: none. */
  readonly adminEmail: string | undefined;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');
