import { FindOperator, type DataSource, type EntityManager } from 'typeorm';

type Row = Record<string, unknown>;
type EntityClass = new () => object;

/** A row matches a `where` of plain values and TypeORM's Not, IsNull and MoreThan operators (what use cases use). */
function matches(row: Row, where: Row): boolean {
  return Object.entries(where).every(([key, wanted]) => matchesValue(row[key], wanted));
}

function matchesValue(value: unknown, wanted: unknown): boolean {
  if (wanted instanceof FindOperator) {
    const operator = wanted as FindOperator<unknown>;
    if (operator.type === 'isNull') return value === null || value === undefined;
    if (operator.type === 'moreThan') return (value as number | Date) > (operator.value as number | Date);
    // `value` unwraps a nested operator; `child` is the operator itself (Not(IsNull())).
    if (operator.type === 'not') return !matchesValue(value, operator.child ?? operator.value);
    throw new Error(`operator ${operator.type} is not faked`);
  }
  return value === wanted;
}

/** A rule a table enforces on save (a unique index): throws like PostgreSQL's unique violation. */
export type TableRule = (row: Row, others: readonly Row[]) => boolean;

/**
 * Just enough of TypeORM's DataSource and repositories for the teams use cases' unit specs: rows kept per
 * entity class in memory, ids assigned on insert, transactions run straight through. Locking and concurrency
 * are the integration tests' business (real PostgreSQL).
 */
export class InMemoryDataSource {
  readonly tables = new Map<EntityClass, Row[]>();
  private readonly rules = new Map<EntityClass, TableRule>();
  private nextId = 1;

  /** `keys`: an entity whose primary key is not `id` (e.g. SsoConfig by `teamId`). */
  constructor(private readonly keys = new Map<EntityClass, string>()) {}

  seed<T extends object>(entity: new () => T, rows: Partial<T>[]): void {
    this.table(entity).push(...rows.map((row) => ({ ...row }) as Row));
  }

  rows<T extends object>(entity: new () => T): T[] {
    return this.table(entity) as T[];
  }

  /** A unique rule for an entity's table: `rule(row, others)` false refuses the save (code 23505). */
  unique(entity: EntityClass, rule: TableRule): void {
    this.rules.set(entity, rule);
  }

  asDataSource(): DataSource {
    const manager = {
      getRepository: (entity: EntityClass) => this.repository(entity),
    } as unknown as EntityManager;
    const source = {
      manager,
      transaction: <T>(work: (m: EntityManager) => Promise<T>) => work(manager),
    };
    return source as unknown as DataSource;
  }

  private table(entity: EntityClass): Row[] {
    let rows = this.tables.get(entity);
    if (!rows) {
      rows = [];
      this.tables.set(entity, rows);
    }
    return rows;
  }

  private repository(entity: EntityClass) {
    const rows = this.table(entity);
    const key = this.keys.get(entity) ?? 'id';
    const save = (input: Row): Row => {
      const existing = input[key] !== undefined ? rows.find((row) => row[key] === input[key]) : undefined;
      const candidate = { ...existing, ...input };
      if (
        this.rules.get(entity)?.(
          candidate,
          rows.filter((row) => row !== existing),
        ) === false
      )
        throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
      const now = new Date();
      if (existing) {
        Object.assign(existing, input, 'updatedAt' in existing ? { updatedAt: now } : {});
        return Object.assign(input, existing);
      }
      const created: Row = { createdAt: now, updatedAt: now, ...input };
      if (created[key] === undefined) created[key] = this.nextId++;
      rows.push(created);
      return Object.assign(input, created);
    };
    return {
      create: (values: Row = {}) => Object.assign(new entity(), values),
      findOne: async ({ where }: { where: Row }) => rows.find((row) => matches(row, where)) ?? null,
      findOneBy: async (where: Row) => rows.find((row) => matches(row, where)) ?? null,
      findBy: async (where: Row) => rows.filter((row) => matches(row, where)),
      countBy: async (where: Row) => rows.filter((row) => matches(row, where)).length,
      save: async (input: Row | Row[]) => (Array.isArray(input) ? input.map(save) : save(input)),
      /** A conditional UPDATE: only the rows `where` matches change, and `affected` says how many. */
      update: async (where: Row, changes: Row) => {
        const matched = rows.filter((row) => matches(row, where));
        for (const row of matched) Object.assign(row, changes);
        return { affected: matched.length };
      },
      delete: async (criteria: number[] | Row) => {
        const doomed = Array.isArray(criteria)
          ? rows.filter((row) => criteria.includes(row['id'] as number))
          : rows.filter((row) => matches(row, criteria));
        for (const row of doomed) rows.splice(rows.indexOf(row), 1);
        return { affected: doomed.length };
      },
    };
  }
}
