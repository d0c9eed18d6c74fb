// Types of stack-config.js (plain CommonJS for the launcher) for its spec.
export interface StackS3Settings {
  readonly ownServer: boolean;
  readonly port?: number;
  readonly endpoint: string;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly bucket: string;
}

export interface StackSettings {
  readonly help: boolean;
  readonly createDatabase: boolean;
  readonly port: number;
  readonly servicePortBase: number;
  readonly appUrl: string;
  readonly databaseUrl: string;
  readonly natsUrl: string;
  readonly s3: StackS3Settings;
}

export class StackUsageError extends Error {}
export const USAGE: string;
export const SERVICES: readonly string[];
export const TARGETS: readonly string[];
export function stackSettings(argv: readonly string[], env: NodeJS.ProcessEnv): StackSettings;
export const DEVELOPMENT_SECRETS: Readonly<
  Record<'SESSION_SECRET' | 'WEBHOOK_SECRET_KEY' | 'ROW_ENCRYPTION_KEYS', string>
>;
export function defaultedSecrets(env: NodeJS.ProcessEnv): string[];
export function serviceEnvironment(settings: StackSettings, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function missingDatabaseMessage(databaseUrl: string): string;
