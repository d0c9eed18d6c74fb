/** What the composition root tells the admin service (AdminModule.forRoot). */
export interface AdminOptions {
  /** The configured operator (ADMIN_EMAIL), who gets contact messages too; undefined: none. */
  readonly adminEmail: string | undefined;
}

export const ADMIN_OPTIONS = Symbol('ADMIN_OPTIONS');
