import type { EntitySchema, MixedList } from 'typeorm';
import { serviceSchema } from './schema';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityTarget = Function | string | EntitySchema;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type MigrationTarget = Function | string;

/**
 * What one service contributes to a database: its schema, its entities and its migrations.
 * In distributed mode a service opens its own connection with only its definition; in embedded mode the
 * composition root opens one connection holding every service's definition.
 */
export interface ServiceDatabase {
  readonly service: string;
  readonly schema: string;
  readonly entities: MixedList<EntityTarget>;
  readonly migrations: MixedList<MigrationTarget>;
}

export function defineServiceDatabase(
  service: string,
  parts: { entities: EntityTarget[]; migrations: MigrationTarget[] },
): ServiceDatabase {
  return { service, schema: serviceSchema(service), entities: parts.entities, migrations: parts.migrations };
}
