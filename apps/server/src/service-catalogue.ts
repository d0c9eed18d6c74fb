import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceDatabase } from '@deckmill/database';
import { AdminModule, adminDatabase, type AdminOptions } from '@deckmill/admin-service';
import { BillingModule, billingDatabase } from '@deckmill/billing-service';
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
}

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
  },
  {
    name: 'identity',
    module: (options) => IdentityModule.forRoot(options.identity),
    database: identityDatabase,
    keepsFiles: false,
    servesRpc: true,
  },
  {
    name: 'teams',
    module: (options) => TeamsModule.forRoot(options.teams),
    database: teamsDatabase,
    keepsFiles: false,
    servesRpc: true,
  },
  {
    name: 'templates',
    module: (options) => TemplatesModule.forRoot(options.templates),
    database: templatesDatabase,
    keepsFiles: true,
    servesRpc: true,
  },
  {
    name: 'billing',
    module: () => BillingModule,
    database: billingDatabase,
    keepsFiles: false,
    servesRpc: true,
  },
  {
    name: 'generation',
    module: (options) => GenerationModule.forRoot(options.generation),
    database: generationDatabase,
    keepsFiles: true,
    servesRpc: true,
  },
  {
    name: 'generation-api',
    module: (options) => GenerationModule.forRoot(options.generation, 'api'),
    database: generationDatabase,
    keepsFiles: true,
    servesRpc: true,
  },
  {
    name: 'generation-worker',
    module: (options) => GenerationModule.forRoot(options.generation, 'worker'),
    database: generationDatabase,
    // Templates are read and decks written in object storage.
    keepsFiles: true,
    servesRpc: false,
  },
  {
    name: 'admin',
    module: (options) => AdminModule.forRoot(options.admin),
    database: adminDatabase,
    keepsFiles: false,
    servesRpc: true,
  },
  {
    name: 'mail',
    module: (options) => MailModule.forRoot(options.mail),
    database: mailDatabase,
    // Rows' decks mailed to their recipients are read from storage.
    keepsFiles: true,
    servesRpc: false,
  },
  {
    name: 'webhooks',
    module: (options) => WebhooksModule.forRoot(options.webhooks),
    database: webhooksDatabase,
    keepsFiles: false,
    servesRpc: true,
  },
  {
    name: 'converter',
    module: (options) => ConverterModule.forRoot(options.converter),
    keepsFiles: true,
    servesRpc: false,
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

/** The databases of the given services, each once. */
export function databasesOf(services: readonly ServiceEntry[]): ServiceDatabase[] {
  const databases = services.flatMap((service) => (service.database ? [service.database] : []));
  return [...new Set(databases)];
}
