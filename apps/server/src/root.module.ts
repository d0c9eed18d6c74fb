import type { DynamicModule } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkDatabase, sharedDataSourceModule, watchDatabaseState } from '@deckmill/database';
import { MESSAGE_BUS, MessagingModule, type MessageBus } from '@deckmill/messaging';
import { DependencyStateLog, HealthRegistry, ServerKitModule } from '@deckmill/server-kit';
import { OBJECT_STORAGE, StorageModule, type ObjectStorage } from '@deckmill/storage';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit, Optional } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Platform } from './platform/platform';
import { databasesOf, type PlatformDependency, readinessOf, type ServiceEntry } from './service-catalogue';

const READINESS = Symbol('READINESS');

/**
 * Registers the platform's health checks: database, bus and storage, for the parts this process uses; each
 * required for readiness only when every service of the process needs it for its core traffic (readinessOf).
 */
@Injectable()
class PlatformHealth implements OnModuleInit {
  constructor(
    private readonly registry: HealthRegistry,
    @Inject(READINESS) private readonly required: ReadonlySet<PlatformDependency>,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
    @Optional() @Inject(OBJECT_STORAGE) private readonly storage?: ObjectStorage,
  ) {}

  onModuleInit(): void {
    const required = (dependency: PlatformDependency) => ({ required: this.required.has(dependency) });
    const dataSource = this.dataSource;
    if (dataSource) this.registry.register('database', () => checkDatabase(dataSource), required('database'));
    this.registry.register('bus', () => this.bus.ping(), required('bus'));
    const storage = this.storage;
    if (storage) this.registry.register('storage', () => storage.ensureBucket(), required('storage'));
  }
}

/**
 * One log line when a dependency of the process goes away and one when it is back (with how long it was
 * away), whatever the process runs: NATS, PostgreSQL and S3, each as the process uses it. The requests and
 * passes an outage fails meanwhile log at warn in a line, or at debug (docs/operations.md "Dependency outages").
 */
@Injectable()
class PlatformDependencyLog implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
    @Optional() @Inject(OBJECT_STORAGE) private readonly storage?: ObjectStorage,
  ) {}

  onModuleInit(): void {
    this.bus.watchConnection?.(new DependencyStateLog('NATS'));
    if (this.dataSource) watchDatabaseState(this.dataSource, new DependencyStateLog('PostgreSQL'));
    this.storage?.watchState?.(new DependencyStateLog('S3'));
  }
}

const PLATFORM = Symbol('PLATFORM');

/**
 * Closes the database connection, then what the mode started (the embedded database flushes to disk). Nest
 * calls shutdown hooks from the root down and global modules last, so this runs before TypeOrmModule's own
 * hook, which then finds the DataSource closed: it is destroyed once, and before the database stops.
 */
@Injectable()
class PlatformLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource?.isInitialized) await this.dataSource.destroy();
    await this.platform.stop();
  }
}

/** Object storage when a service of the process keeps files; a platform that lacks it is a wiring bug. */
function storageFor(platform: Platform, services: readonly ServiceEntry[]): DynamicModule[] {
  if (!services.some((service) => service.keepsFiles)) return [];
  if (!platform.storage) throw new Error('The platform has no object storage for services that keep files');
  return [StorageModule.forRoot(platform.storage)];
}

/**
 * The process's root module: the platform (database, bus, storage, health, metrics) and the modules of the
 * services it runs, each configured from its own options.
 */
export function rootModule(platform: Platform, services: readonly ServiceEntry[]): DynamicModule {
  const databases = databasesOf(services);
  return {
    module: class DeckmillRootModule {},
    imports: [
      ServerKitModule,
      MessagingModule.forRoot(platform.messaging),
      ...(databases.length > 0
        ? [sharedDataSourceModule(() => platform.openDatabase(databases, platform.migrateOnStart))]
        : []),
      ...storageFor(platform, services),
      ...services.map((service) => service.module(platform.modules)),
    ],
    providers: [
      PlatformHealth,
      PlatformDependencyLog,
      PlatformLifecycle,
      { provide: PLATFORM, useValue: platform },
      { provide: READINESS, useValue: readinessOf(services) },
    ],
  };
}
