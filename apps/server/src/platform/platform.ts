import type { DataSource } from 'typeorm';
import type { LogLevel, RunMode, TrustProxySetting } from '@deckmill/config';
import type { ServiceDatabase } from '@deckmill/database';
import type { MessagingModuleOptions } from '@deckmill/messaging';
import type { HttpTimeouts } from '@deckmill/server-kit';
import type { StorageOptions } from '@deckmill/storage';
import type { ModuleOptions } from '../service-catalogue';

/** The process's HTTP listener: the API at the gateway, health and metrics everywhere. */
export interface HttpListener {
  readonly port: number;
  /** Address the HTTP server binds to (HOST). */
  readonly host: string;
  /** Public URL of the site (APP_URL): the CSP and the origin checks name it. */
  readonly appUrl: string;
  readonly trustProxy: TrustProxySetting;
  /** Slow-client timeouts of the listener (HTTP_*_TIMEOUT_MS) and its shutdown grace (HTTP_SHUTDOWN_GRACE_MS). */
  readonly timeouts: HttpTimeouts;
  /** METRICS_PORT (an internal listener) and METRICS_TOKEN (unlocks /metrics on the public port). */
  readonly metrics: { readonly port: number | undefined; readonly token: string | undefined };
  /** The built web apps the gateway serves beside the API (DECKMILL_WEB_ROOT); undefined: the API alone. */
  readonly webRoot: string | undefined;
}

/** Everything the process needs from its surroundings, built once from validated configuration by its mode. */
export interface Platform {
  readonly mode: RunMode;
  readonly logLevel: LogLevel;
  readonly http: HttpListener;
  readonly messaging: MessagingModuleOptions;
  /** Object storage; undefined only when no service of the process keeps files (identity alone, say). */
  readonly storage: StorageOptions | undefined;
  /** Each service module's options; read only for the services the process runs. */
  readonly modules: ModuleOptions;
  /** Embedded mode migrates at start; distributed mode leaves it to `--migrate` (the Helm hook Job). */
  readonly migrateOnStart: boolean;
  /** Opens the process's one DataSource over the given services (migrating when asked). */
  openDatabase(services: readonly ServiceDatabase[], migrate: boolean): Promise<DataSource>;
  /** Releases what the mode started (the embedded database). */
  stop(): Promise<void>;
  /** Local mode: settles when the app's Quit asks the process to stop (it then closes and exits 0). */
  readonly quitRequested?: Promise<void>;
}
