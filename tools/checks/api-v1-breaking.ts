// The breaking-change check of API v1: `node tools/run-ts.mjs tools/checks/api-v1-breaking.ts
// [--against <git ref> | --history]`, run by the static stage of `npm test` with --history. Compares the OpenAPI
// document the code makes with the committed docs/api-v1.openapi.json (or that file at a git ref, or with
// --history every version of it ever committed) and fails on what would break a client written against the
// older one; additions pass. --history is what makes the check bite: the working snapshot is regenerated with
// the code (v1-openapi.spec.ts wants them equal), so only the versions already committed hold the promise.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Json = Record<string, unknown>;
/** Who reads a schema: a request is read by the server (it may widen), an answer by clients (it may narrow). */
type Side = 'request' | 'response';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A schema with its references resolved and its combinations (allOf, anyOf, oneOf) flattened. */
interface Flat {
  types: Set<string>;
  properties: Map<string, Json[]>;
  required: Set<string>;
  /** Listed values (enum, const); null when any value of the types is allowed. */
  values: Set<string> | null;
  items: Json[];
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

function flatten(document: Json, schema: Json, seen = new Set<string>()): Flat {
  const flat: Flat = {
    types: new Set(),
    properties: new Map(),
    required: new Set(),
    values: null,
    items: [],
  };
  const visit = (node: Json) => {
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      if (seen.has(ref)) return;
      seen.add(ref);
      const name = ref.replace('#/components/schemas/', '');
      visit(asObject(asObject(asObject(document['components'])['schemas'])[name]));
      return;
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      for (const part of asArray(node[key])) visit(asObject(part));
    const type = node['type'];
    for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type]) flat.types.add(String(t));
    const listed =
      node['enum'] !== undefined ? asArray(node['enum']) : 'const' in node ? [node['const']] : null;
    if (listed) {
      flat.values ??= new Set();
      for (const value of listed) {
        flat.values.add(JSON.stringify(value));
        flat.types.add(typeOfValue(value));
      }
    }
    for (const [name, property] of Object.entries(asObject(node['properties']))) {
      flat.properties.set(name, [...(flat.properties.get(name) ?? []), asObject(property)]);
    }
    for (const name of asArray(node['required'])) flat.required.add(String(name));
    if (node['items'] !== undefined) flat.items.push(asObject(node['items']));
  };
  visit(schema);
  return flat;
}

const allOf = (schemas: Json[]): Json => (schemas.length === 1 ? (schemas[0] as Json) : { allOf: schemas });

/** `a` ⊆ `b` for type names, an integer counting as a number. */
function typesWithin(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((t) => b.has(t) || (t === 'integer' && b.has('number')));
}

/** What changed in one schema between the documents that breaks its readers; `where` names the place. */
function compareSchemas(
  before: { document: Json; schema: Json },
  after: { document: Json; schema: Json },
  side: Side,
  where: string,
  depth = 0,
): string[] {
  if (depth > 12) return [];
  const old = flatten(before.document, before.schema);
  const now = flatten(after.document, after.schema);
  const problems: string[] = [];
  if (old.types.size > 0 && now.types.size > 0) {
    const fine = side === 'request' ? typesWithin(old.types, now.types) : typesWithin(now.types, old.types);
    if (!fine) problems.push(`${where}: type changed from ${[...old.types]} to ${[...now.types]}`);
  }
  if (old.values && now.values) {
    for (const value of old.values)
      if (!now.values.has(value)) problems.push(`${where}: value ${value} removed`);
  }
  for (const [name, schemas] of old.properties) {
    const next = now.properties.get(name);
    if (!next) {
      problems.push(`${where}.${name}: removed`);
      continue;
    }
    if (side === 'response' && old.required.has(name) && !now.required.has(name)) {
      problems.push(`${where}.${name}: no longer always answered`);
    }
    problems.push(
      ...compareSchemas(
        { document: before.document, schema: allOf(schemas) },
        { document: after.document, schema: allOf(next) },
        side,
        `${where}.${name}`,
        depth + 1,
      ),
    );
  }
  if (side === 'request') {
    for (const name of now.required) {
      if (!old.required.has(name)) problems.push(`${where}.${name}: newly required`);
    }
  }
  if (old.items.length > 0 && now.items.length > 0) {
    problems.push(
      ...compareSchemas(
        { document: before.document, schema: allOf(old.items) },
        { document: after.document, schema: allOf(now.items) },
        side,
        `${where}[]`,
        depth + 1,
      ),
    );
  }
  return problems;
}

function compareContent(
  before: Json,
  after: Json,
  docs: { before: Json; after: Json },
  side: Side,
  where: string,
) {
  const problems: string[] = [];
  for (const [media, entry] of Object.entries(asObject(before))) {
    const next = asObject(after)[media];
    if (next === undefined) {
      problems.push(`${where} ${media}: removed`);
      continue;
    }
    problems.push(
      ...compareSchemas(
        { document: docs.before, schema: asObject(asObject(entry)['schema']) },
        { document: docs.after, schema: asObject(asObject(next)['schema']) },
        side,
        `${where} ${media}`,
      ),
    );
  }
  return problems;
}

function compareOperation(before: Json, after: Json, docs: { before: Json; after: Json }, where: string) {
  const problems: string[] = [];
  const key = (p: Json) => `${String(p['in'])}:${String(p['name']).toLowerCase()}`;
  const oldParameters = new Map(asArray(before['parameters']).map((p) => [key(asObject(p)), asObject(p)]));
  const newParameters = new Map(asArray(after['parameters']).map((p) => [key(asObject(p)), asObject(p)]));
  for (const [name, parameter] of oldParameters) {
    const next = newParameters.get(name);
    if (!next) problems.push(`${where} parameter ${name}: removed`);
    else {
      problems.push(
        ...compareSchemas(
          { document: docs.before, schema: asObject(parameter['schema']) },
          { document: docs.after, schema: asObject(next['schema']) },
          'request',
          `${where} parameter ${name}`,
        ),
      );
    }
  }
  for (const [name, parameter] of newParameters) {
    const wasRequired = oldParameters.get(name)?.['required'] === true;
    if (parameter['required'] === true && !wasRequired)
      problems.push(`${where} parameter ${name}: newly required`);
  }
  const oldBody = asObject(before['requestBody']);
  const newBody = asObject(after['requestBody']);
  if (newBody['required'] === true && before['requestBody'] === undefined) {
    problems.push(`${where} request body: newly required`);
  }
  problems.push(
    ...compareContent(
      asObject(oldBody['content']),
      asObject(newBody['content']),
      docs,
      'request',
      `${where} request`,
    ),
  );
  for (const [status, answer] of Object.entries(asObject(before['responses']))) {
    const next = asObject(after['responses'])[status];
    if (next === undefined) {
      // A documented error that no longer happens breaks nobody; a success answer that went away does.
      if (status.startsWith('2')) problems.push(`${where} ${status} answer: removed`);
      continue;
    }
    problems.push(
      ...compareContent(
        asObject(asObject(answer)['content']),
        asObject(asObject(next)['content']),
        docs,
        'response',
        `${where} ${status}`,
      ),
    );
  }
  return problems;
}

/** Every change from `before` to `after` that breaks a client of `before`, one line each; [] when none. */
export function breakingChanges(before: Json, after: Json): string[] {
  const docs = { before, after };
  const problems: string[] = [];
  for (const [route, item] of Object.entries(asObject(before['paths']))) {
    const next = asObject(after['paths'])[route];
    if (next === undefined) {
      problems.push(`${route}: path removed`);
      continue;
    }
    for (const method of METHODS) {
      const operation = asObject(item)[method];
      if (operation === undefined) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const nextOperation = asObject(next)[method];
      if (nextOperation === undefined) problems.push(`${where}: operation removed`);
      else problems.push(...compareOperation(asObject(operation), asObject(nextOperation), docs, where));
    }
  }
  return problems;
}

const SNAPSHOT = 'docs/api-v1.openapi.json';

function committedDocument(root: string, ref: string | undefined): Json {
  if (!ref) return JSON.parse(readFileSync(path.join(root, SNAPSHOT), 'utf8')) as Json;
  return JSON.parse(
    execFileSync('git', ['show', `${ref}:${SNAPSHOT}`], { cwd: root, encoding: 'utf8' }),
  ) as Json;
}

/** The commits that changed the snapshot, newest first; none outside a git checkout (a source tarball). */
function snapshotHistory(root: string): string[] {
  try {
    const log = execFileSync('git', ['log', '--format=%H', '--', SNAPSHOT], { cwd: root, encoding: 'utf8' });
    return log.split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

function main(): void {
  const root = path.resolve(__dirname, '../..');
  const at = process.argv.indexOf('--against');
  const history = process.argv.includes('--history');
  const refs = history ? [undefined, ...snapshotHistory(root)] : [at >= 0 ? process.argv[at + 1] : undefined];
  if (history && refs.length === 1)
    console.warn(`API v1: no git history of ${SNAPSHOT}; checking the file only`);
  // Loaded here, not on import: the spec feeds breakingChanges small documents without building the real one.
  const { buildV1OpenApi } = require('../../apps/gateway/src/v1/openapi/v1-openapi') as {
    buildV1OpenApi: () => Json;
  };
  const current = buildV1OpenApi();
  const problems = [
    ...new Set(refs.flatMap((ref) => breakingChanges(committedDocument(root, ref), current))),
  ];
  const against = history
    ? `${refs.length} version(s) of ${SNAPSHOT}`
    : refs[0]
      ? `${SNAPSHOT} at ${refs[0]}`
      : SNAPSHOT;
  if (problems.length === 0) {
    console.log(`API v1: no breaking change against ${against}`);
    return;
  }
  console.error(`API v1: ${problems.length} breaking change(s) against ${against}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    'v1 is a published contract: add instead (a new field, an optional parameter, a new operation), or make v2.',
  );
  process.exitCode = 1;
}

// Run by run-ts.mjs (which sets argv[1] to this file), not when a spec imports it.
if (path.resolve(process.argv[1] ?? '') === __filename) main();
