import { Matches } from 'class-validator';
import { ConfigBase } from '../mixin';
import { Variable } from '../variable.decorator';

/**
 * Read when the first entity is imported, before any other configuration: namespaces every PostgreSQL schema
 * of the process (each Jest worker sets its own).
 */
export class SchemaPrefixConfig extends ConfigBase {
  @Variable({ description: 'Prefix of every PostgreSQL schema name (tests give each worker its own).' })
  @Matches(/^([a-z_][a-z0-9_]{0,30})?$/, { message: 'must be lower-case letters, digits and underscores' })
  DECKMILL_SCHEMA_PREFIX = '';
}
