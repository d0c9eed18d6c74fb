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
  readonly name: ServiceName;
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
    // Rows' decks mailed to their recipients are read from storage (issue 16).
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

export function servicesFor(targets: readonly ServiceName[]): ServiceEntry[] {
  return SERVICE_CATALOGUE.filter((entry) => targets.includes(entry.name));
}
