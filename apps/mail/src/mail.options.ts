/**
 * Where mail goes: an SMTP server; .eml files in a directory (embedded mode without SMTP_URL, links also
 * logged); or only the log (distributed mode without SMTP_URL).
 */
export type MailTarget =
  | { readonly kind: 'smtp'; readonly url: string; readonly from: string }
  | { readonly kind: 'directory'; readonly dir: string; readonly from: string }
  | { readonly kind: 'log'; readonly from: string };

/** What the composition root tells the mail service (MailModule.forRoot). */
export interface MailOptions {
  /** Public URL of the site: mail links are absolute on it. */
  readonly appUrl: string;
  readonly target: MailTarget;
  /** A row's deck mailed to its recipient is attached up to this total size, else linked (DELIVERY_ATTACHMENT_MAX_MB). */
  readonly attachmentMaxBytes?: number;
}

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');
