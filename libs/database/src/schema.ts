import { SchemaPrefixConfig, loadConfig } from '@deckmill/config';

/**
 * Every service owns one PostgreSQL schema named after it. `DECKMILL_SCHEMA_PREFIX` namespaces all schemas of a
 * process (each Jest worker sets its own), so parallel test workers never see each other's tables.
 * It is read when an entity module is first imported, which is why the prefix must be set before imports.
 */
export function serviceSchema(service: string): string {
  const prefix = loadConfig(SchemaPrefixConfig).DECKMILL_SCHEMA_PREFIX;
  const name = `${prefix}${service}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Invalid schema name "${name}": use lower-case letters, digits and underscores.`);
  }
  return name;
}

/** Quotes an SQL identifier (schema or table name) that came from code, never from users. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The quoted, schema-qualified names of a service's tables for hand-written SQL (`"generation"."batches"`),
 * built here once. A service declares its set beside its database definition:
 * `serviceTables('generation', ['batches', 'batch_rows'])`.
 */
export function serviceTables<const Name extends string>(
  service: string,
  names: readonly Name[],
): Readonly<Record<Name, string>> {
  const schema = quoteIdent(serviceSchema(service));
  const tables: Partial<Record<Name, string>> = {};
  for (const name of names) tables[name] = `${schema}.${quoteIdent(name)}`;
  return tables as Record<Name, string>;
}
