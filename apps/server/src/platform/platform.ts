import type { DataSource } from 'typeorm';
import type { MessagingModuleOptions } from '@deckmill/messaging';
import type { PlatformSettings } from '@deckmill/server-kit';
import type { StorageOptions } from '@deckmill/storage';
import type { ServiceDatabase } from '@deckmill/database';

/** Everything the process needs from its surroundings, built once from configuration by the chosen mode. */
export interface Platform {
  readonly settings: PlatformSettings;
  readonly port: number;
  readonly trustProxy: boolean | number | string | string[];
  readonly messaging: MessagingModuleOptions;
  /** Object storage, for the targets that keep files (gateway, templates, generation). */
  readonly storage?: StorageOptions;
  /** Opens the process's one DataSource over the given services (migrating when asked). */
  openDatabase(services: readonly ServiceDatabase[], migrate: boolean): Promise<DataSource>;
  /** Releases what the mode started (the embedded database). */
  stop(): Promise<void>;
}
