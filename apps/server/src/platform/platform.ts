import type { DataSource } from 'typeorm';
import type { MessagingModuleOptions } from '@deckmill/messaging';
import type { HttpTimeouts, PlatformSettings } from '@deckmill/server-kit';
import type { StorageOptions } from '@deckmill/storage';
import type { ServiceDatabase } from '@deckmill/database';

/** Everything the process needs from its surroundings, built once from configuration by the chosen mode. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly port: number;
  /** Address the HTTP server binds to (HOST). */
  readonly host: string;
  /** METRICS_PORT (an internal listener) and METRICS_TOKEN (unlocks /metrics on the public port). */
  readonly metrics?: { readonly port?: number; readonly token?: string };
  readonly trustProxy: boolean | number | string | string[];
  /** Slow-client timeouts of the HTTP listener (HTTP_*_TIMEOUT_MS). */
  readonly httpTimeouts: HttpTimeouts;
  readonly messaging: MessagingModuleOptions;
  /** Object storage, for the targets that keep files (gateway, templates, generation). */
  readonly storage?: StorageOptions;
  /** Opens the process's one DataSource over the given services (migrating when asked). */
  openDatabase(services: readonly ServiceDatabase[], migrate: boolean): Promise<DataSource>;
  /** Releases what the mode started (the embedded database). */
  stop(): Promise<void>;
}
