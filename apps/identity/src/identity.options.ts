/** What the composition root tells the identity service (IdentityModule.forRoot). */
export interface IdentityOptions {
  /** The operator promoted once their address is confirmed (ADMIN_EMAIL); undefined: none. */
  readonly adminEmail: string | undefined;
  /** LOCAL_MODE (the desktop app): the one local account exists and `identity.local-sign-in` opens it. */
  readonly localAccount?: boolean;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');
