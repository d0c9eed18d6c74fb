/**
 * A small JSON Schema (2020-12) check for the keywords the API v1 OpenAPI document uses, so a contract test can
 * tell whether a real answer matches what the document promises. A keyword it does not know is an error, not a
 * pass: a document that starts using one must teach it here first.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** What the check ignores: annotations that do not constrain a value. */
const ANNOTATIONS = new Set(['description', 'default', 'title', 'examples', 'contentMediaType', 'format']);

const KNOWN = new Set([
  ...ANNOTATIONS,
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'anyOf',
  'allOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return typeOf(value) === type;
}

function resolve(root: unknown, ref: string): JsonSchema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  return node as JsonSchema;
}

class Checker {
  readonly problems: string[] = [];

  constructor(private readonly root: unknown) {}

  check(value: unknown, schema: JsonSchema, at: string): void {
    if (schema === true) return;
    if (schema === false) {
      this.problems.push(`${at}: no value is allowed here`);
      return;
    }
    for (const keyword of Object.keys(schema)) {
      if (!KNOWN.has(keyword)) throw new Error(`Unsupported JSON Schema keyword "${keyword}" at ${at}`);
    }
    const s = schema as Record<string, unknown>;
    if (typeof s['$ref'] === 'string') this.check(value, resolve(this.root, s['$ref']), at);
    if (s['type'] !== undefined) {
      const types = Array.isArray(s['type']) ? (s['type'] as string[]) : [s['type'] as string];
      if (!types.some((type) => hasType(value, type))) {
        this.problems.push(`${at}: expected ${types.join(' or ')}, got ${typeOf(value)}`);
        return;
      }
    }
    if ('const' in s && JSON.stringify(value) !== JSON.stringify(s['const'])) {
      this.problems.push(`${at}: expected ${JSON.stringify(s['const'])}, got ${JSON.stringify(value)}`);
    }
    if (
      Array.isArray(s['enum']) &&
      !s['enum'].some((option) => JSON.stringify(option) === JSON.stringify(value))
    ) {
      this.problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s['enum'])}`);
    }
    this.combinations(value, s, at);
    if (typeof value === 'number') this.number(value, s, at);
    if (typeof value === 'string') this.string(value, s, at);
    if (Array.isArray(value)) this.array(value, s, at);
    else if (typeOf(value) === 'object') this.object(value as Record<string, unknown>, s, at);
  }

  private combinations(value: unknown, s: Record<string, unknown>, at: string): void {
    if (Array.isArray(s['allOf'])) for (const part of s['allOf'] as JsonSchema[]) this.check(value, part, at);
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const options = s[keyword];
      if (!Array.isArray(options)) continue;
      const matching = (options as JsonSchema[]).filter((option) => this.passes(value, option)).length;
      if (matching === 0 || (keyword === 'oneOf' && matching > 1)) {
        this.problems.push(`${at}: ${matching} of the ${keyword} options match`);
      }
    }
  }

  private passes(value: unknown, schema: JsonSchema): boolean {
    const inner = new Checker(this.root);
    inner.check(value, schema, '');
    return inner.problems.length === 0;
  }

  private number(value: number, s: Record<string, unknown>, at: string): void {
    const bound = (keyword: string, ok: (limit: number) => boolean) => {
      const limit = s[keyword];
      if (typeof limit === 'number' && !ok(limit))
        this.problems.push(`${at}: ${value} fails ${keyword} ${limit}`);
    };
    bound('minimum', (limit) => value >= limit);
    bound('maximum', (limit) => value <= limit);
    bound('exclusiveMinimum', (limit) => value > limit);
    bound('exclusiveMaximum', (limit) => value < limit);
  }

  private string(value: string, s: Record<string, unknown>, at: string): void {
    const length = [...value].length;
    if (typeof s['minLength'] === 'number' && length < s['minLength']) this.problems.push(`${at}: too short`);
    if (typeof s['maxLength'] === 'number' && length > s['maxLength']) this.problems.push(`${at}: too long`);
  }

  private array(value: unknown[], s: Record<string, unknown>, at: string): void {
    if (typeof s['minItems'] === 'number' && value.length < s['minItems'])
      this.problems.push(`${at}: too few items`);
    if (typeof s['maxItems'] === 'number' && value.length > s['maxItems'])
      this.problems.push(`${at}: too many items`);
    if (s['items'] !== undefined)
      value.forEach((item, i) => this.check(item, s['items'] as JsonSchema, `${at}[${i}]`));
  }

  private object(value: Record<string, unknown>, s: Record<string, unknown>, at: string): void {
    const properties = (s['properties'] ?? {}) as Record<string, JsonSchema>;
    for (const name of (s['required'] ?? []) as string[]) {
      if (!(name in value)) this.problems.push(`${at}: missing required "${name}"`);
    }
    for (const [name, field] of Object.entries(value)) {
      const where = `${at}.${name}`;
      if (s['propertyNames'] !== undefined)
        this.check(name, s['propertyNames'] as JsonSchema, `${where} (name)`);
      if (name in properties) this.check(field, properties[name], where);
      else if (s['additionalProperties'] === false) this.problems.push(`${where}: not in the schema`);
      else if (s['additionalProperties'] !== undefined) {
        this.check(field, s['additionalProperties'] as JsonSchema, where);
      }
    }
  }
}

/**
 * Every way `value` breaks `schema` (empty when it matches). `root` is the document `$ref`s point into, e.g.
 * an OpenAPI document for `#/components/schemas/...`.
 */
export function jsonSchemaProblems(value: unknown, schema: JsonSchema, root: unknown = schema): string[] {
  const checker = new Checker(root);
  checker.check(value, schema, '$');
  return checker.problems;
}
