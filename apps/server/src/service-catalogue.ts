import type { DynamicModule, Type } from '@nestjs/common';
import type { ServiceDatabase } from '@deckmill/database';
import { AdminModule, adminDatabase } from '@deckmill/admin-service';
import { BillingModule, billingDatabase } from '@deckmill/billing-service';
import { GatewayModule } from '@deckmill/gateway-service';
import { GenerationModule, generationDatabase } from '@deckmill/generation-service';
import { IdentityModule, identityDatabase } from '@deckmill/identity-service';
import { MailModule, mailDatabase } from '@deckmill/mail-service';
import { TeamsModule, teamsDatabase } from '@deckmill/teams-service';
import { TemplatesModule, templatesDatabase } from '@deckmill/templates-service';

/**
 * Every deployable service, by name. The same catalogue drives both modes: embedded mode loads all of them
 * into one process; distributed mode loads the ones named by --target (one per pod in Kubernetes).
 */
export interface ServiceEntry {
  readonly name: ServiceName;
  readonly module: Type | DynamicModule;
  /** The service's schema, entities and migrations, if it keeps data. */
  readonly database?: ServiceDatabase;
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
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVICE_CATALOGUE: readonly ServiceEntry[] = [
  { name: 'gateway', module: GatewayModule, servesRpc: false },
  { name: 'identity', module: IdentityModule, database: identityDatabase, servesRpc: true },
  { name: 'teams', module: TeamsModule, database: teamsDatabase, servesRpc: true },
  { name: 'templates', module: TemplatesModule, database: templatesDatabase, servesRpc: true },
  { name: 'billing', module: BillingModule, database: billingDatabase, servesRpc: true },
  { name: 'generation', module: GenerationModule, database: generationDatabase, servesRpc: true },
  { name: 'admin', module: AdminModule, database: adminDatabase, servesRpc: true },
  { name: 'mail', module: MailModule, database: mailDatabase, servesRpc: false },
];

export function servicesFor(targets: readonly ServiceName[]): ServiceEntry[] {
  return SERVICE_CATALOGUE.filter((entry) => targets.includes(entry.name));
}
