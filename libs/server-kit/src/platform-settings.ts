/**
 * What the composition root tells every service about the deployment, whatever the mode. Services read
 * this instead of environment variables, so one module runs unchanged in embedded and distributed mode.
 */
export interface PlatformSettings {
  readonly mode: 'embedded' | 'distributed';
  /** Public URL of the site (links in e-mails). */
  readonly appUrl: string;
  /** Signs sessions, file links and other tokens. */
  readonly secret: string;
  /**
   * Where mail goes: an SMTP server; .eml files in a directory (embedded mode without SMTP_URL, links also
   * logged); or only the log (distributed mode without SMTP_URL).
   */
  readonly mail:
    | { kind: 'smtp'; url: string; from: string }
    | { kind: 'directory'; dir: string; from: string }
    | { kind: 'log'; from: string };
  /** The operator promoted at start-up, if any (ADMIN_EMAIL). */
  readonly adminEmail?: string;
  /** Embedded mode's data directory (database, files, bus log, mail). */
  readonly dataDir?: string;
  /** Generation workers per process. */
  readonly generationConcurrency: number;
}

export const PLATFORM_SETTINGS = Symbol('PLATFORM_SETTINGS');
