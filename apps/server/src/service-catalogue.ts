import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceDatabase } from '@deckmill/database';
import { AdminModule, adminDatabase, type AdminOptions } from '@deckmill/admin-service';
import { BillingModule, billingDatabase, type BillingOptions } from '@deckmill/billing-service';
import { ConverterModule, type ConverterOptions } from '@deckmill/converter-service';
import { GatewayModule, type GatewayOptions } from '@deckmill/gateway-service';
import { GenerationModule, generationDatabase, type GenerationOptions } from '@deckmill/generation-service';
import { IdentityModule, identityDatabase, type IdentityOptions } from '@deckmill/identity-service';
import { MailModule, mailDatabase, type MailOptions } from '@deckmill/mail-service';
import { TeamsModule, teamsDatabase, type TeamsOptions } from '@deckmill/teams-service';
import { TemplatesModule, templatesDatabase, type TemplatesOptions } from '@deckmill/templates-service';
import { WebhooksModule, webhooksDatabase, type WebhooksOptions } from '@deckmill/webhooks-service';

/** The options of every service module that takes some, by service. */
export interface ModuleOptions {
  readonly gateway: GatewayOptions;
  readonly identity: IdentityOptions;
  readonly billing: BillingOptions;
  readonly teams: TeamsOptions;
  readonly templates: TemplatesOptions;
  readonly generation: GenerationOptions;
  readonly admin: AdminOptions;
  readonly mail: MailOptions;
  readonly webhooks: WebhooksOptions;
  readonly converter: ConverterOptions;
}

/**
 * Every deployable service, by name. The same catalogue drives both modes: embedded mode loads all of them
 * into one process; distributed mode loads the ones named by --target (one per pod in Kubernetes).
 */
export interface ServiceEntry {
  readonly name: TargetName;
  /** The service's module, configured from its own options only. */
  module(options: ModuleOptions): Type | DynamicModule;
  /** The service's schema, entities and migrations, if it keeps data. */
  readonly database?: ServiceDatabase;
  /** Keeps files in object storage. */
  readonly keepsFiles: boolean;
  /** Serves request/reply handlers (every service but the gateway). */
  readonly servesRpc: boolean;
  /**
   * The dependencies without which it cannot serve its core traffic: the process is unready while one is away.
   * Any other dependency's outage shows as the features that need it answering 503 (readinessOf,
   * docs/operations.md "Dependency outages").
   */
  readonly readiness: readonly PlatformDependency[];
}

/** What the platform connects a process to, and health checks. */
export type PlatformDependency = 'database' | 'bus' | 'storage';

// Every answer of these services reads or writes their database and comes over the bus.
const DATA_SERVICE: readonly PlatformDependency[] = ['database', 'bus'];

export const SERVICE_NAMES = [
  'gateway',
  'identity',
  'teams',
  'templates',
  'generation',
  'billing',
  'admin',
  'mail',
  'webhooks',
  'converter',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Generation in two parts, so a deployment scales them apart: `generation-api` serves every
 * request/reply and the light consumers and sweeps, and never renders; `generation-worker` only renders chunks.
 * `generation` is both, as embedded mode and a single process run it.
 */
export const GENERATION_PARTS = ['generation-api', 'generation-worker'] as const;

/** What `--target` names: a whole service, or one part of generation. */
export const TARGET_NAMES = [...SERVICE_NAMES, ...GENERATION_PARTS] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** The processes a distributed deployment runs (a Deployment each): every service, generation in its parts. */
export const DEPLOYED_TARGETS: readonly TargetName[] = SERVICE_NAMES.flatMap((name) =>
  name === 'generation' ? GENERATION_PARTS : [name],
);

export const SERVICE_CATALOGUE: readonly ServiceEntry[] = [
  {
    name: 'gateway',
    module: (options) => GatewayModule.forRoot(options.gateway),
    keepsFiles: true,
    servesRpc: false,
    // The front door stays in the Service through any outage (out of it, the whole site is dark) and answers
    // each feature that cannot work 503 with Retry-After.
    readiness: [],
  },
  {
    name: 'identity',
    module: (options) => IdentityModule.forRoot(options.identity),
    database: identityDatabase,
    keepsFiles: false,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'teams',
    module: (options) => TeamsModule.forRoot(options.teams),
    database: teamsDatabase,
    keepsFiles: false,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'templates',
    module: (options) => TemplatesModule.forRoot(options.templates),
    database: templatesDatabase,
    keepsFiles: true,
    servesRpc: true,
    // Uploads and previews need storage; listing, editing and choosing templates do not.
    readiness: DATA_SERVICE,
  },
  {
    name: 'billing',
    module: (options) => BillingModule.forRoot(options.billing),
    database: billingDatabase,
    keepsFiles: false,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'generation',
    module: (options) => GenerationModule.forRoot(options.generation),
    database: generationDatabase,
    keepsFiles: true,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'generation-api',
    module: (options) => GenerationModule.forRoot(options.generation, 'api'),
    database: generationDatabase,
    keepsFiles: true,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'generation-worker',
    module: (options) => GenerationModule.forRoot(options.generation, 'worker'),
    database: generationDatabase,
    // Templates are read and decks written in object storage.
    keepsFiles: true,
    servesRpc: false,
    // Rendering reads templates and writes decks: a worker without storage has nothing to do.
    readiness: ['database', 'bus', 'storage'],
  },
  {
    name: 'admin',
    module: (options) => AdminModule.forRoot(options.admin),
    database: adminDatabase,
    keepsFiles: false,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'mail',
    module: (options) => MailModule.forRoot(options.mail),
    database: mailDatabase,
    // Rows' decks mailed to their recipients are read from storage.
    keepsFiles: true,
    servesRpc: false,
    // Attachments wait for storage in place (the delivery is retried), SMTP likewise.
    readiness: DATA_SERVICE,
  },
  {
    name: 'webhooks',
    module: (options) => WebhooksModule.forRoot(options.webhooks),
    database: webhooksDatabase,
    keepsFiles: false,
    servesRpc: true,
    readiness: DATA_SERVICE,
  },
  {
    name: 'converter',
    module: (options) => ConverterModule.forRoot(options.converter),
    keepsFiles: true,
    // Personal links' slides are drawn on request (`converter.draw-slides`).
    servesRpc: true,
    // Reads decks and writes PDFs; it keeps no data.
    readiness: ['bus', 'storage'],
  },
];

/**
 * The targets a process runs, each once: generation's two parts (or a part beside `generation`) together are
 * `generation`, so one process never holds two generation modules or migrates generation's schema twice.
 */
export function composeTargets(targets: readonly TargetName[]): TargetName[] {
  const wholeGeneration =
    targets.includes('generation') || GENERATION_PARTS.every((part) => targets.includes(part));
  const composed = targets.map((target) =>
    wholeGeneration && (GENERATION_PARTS as readonly string[]).includes(target) ? 'generation' : target,
  );
  return [...new Set(composed)];
}

export function servicesFor(targets: readonly TargetName[]): ServiceEntry[] {
  const composed = composeTargets(targets);
  return SERVICE_CATALOGUE.filter((entry) => composed.includes(entry.name));
}

/**
 * What a process's readiness requires: the dependencies every service it runs needs for its core traffic. A
 * process with the gateway (embedded mode) requires none, so a dependency's outage never takes the site out.
 */
export function readinessOf(services: readonly ServiceEntry[]): ReadonlySet<PlatformDependency> {
  const [first, ...others] = services;
  const required = new Set(first?.readiness ?? []);
  for (const service of others) {
    for (const dependency of required)
      if (!service.readiness.includes(dependency)) required.delete(dependency);
  }
  return required;
}

/** The databases of the given services, each once. */
export function databasesOf(services: readonly ServiceEntry[]): ServiceDatabase[] {
  const databases = services.flatMap((service) => (service.database ? [service.database] : []));
  return [...new Set(databases)];
}
