// Validates rendered Kubernetes objects against the API schemas of kubernetes-models (KEDA and
// prometheus-operator models for their CRDs). An object whose apiVersion/kind has no model is an error, and so
// is a field the schema does not know (the API server refuses those with strict field validation, while the
// models' own validate() lets them through).
//   node tools/helm/validate-manifests.mjs <file.yaml>...   exit 1 and one line per problem when any is invalid
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// `yaml` is installed with nx and vite (dev dependencies); it reads every YAML 1.2 document helm writes.
const { parseAllDocuments } = createRequire(import.meta.url)('yaml');

/** apiVersion group → the package holding its models. */
const PACKAGES = {
  'keda.sh': '@kubernetes-models/keda',
  'eventing.keda.sh': '@kubernetes-models/keda',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

async function modelClass(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !/^[A-Za-z0-9]+$/.test(kind)) return null;
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const base = PACKAGES[group] ?? 'kubernetes-models';
  const specifier = group ? `${base}/${group}/${version}/${kind}` : `${base}/${version}/${kind}`;
  try {
    const module = await import(specifier);
    const model = module[kind];
    // Only top-level kinds: a nested type such as v1/PodSpec has no apiVersion/kind of its own.
    return model && model.kind === kind && model.apiVersion === apiVersion ? model : null;
  } catch {
    return null;
  }
}

/**
 * Wraps `value` so every property the validator reads is recorded. The compiled validators read each
 * property their schema declares, and enumerate maps: a key of a read object that was neither read nor
 * enumerated is unknown to the schema. Objects the validator never looks into are free-form (skipped).
 */
function track(value, path, records) {
  if (value === null || typeof value !== 'object') return value;
  const record = { path, value, read: new Set(), enumerated: false };
  if (!Array.isArray(value)) records.push(record);
  const children = new Map();
  return new Proxy(value, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      record.read.add(key);
      if (child === null || typeof child !== 'object') return child;
      if (!children.has(key)) children.set(key, track(child, `${path}/${key}`, records));
      return children.get(key);
    },
    has(target, key) {
      if (typeof key === 'string') record.read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      record.enumerated = true;
      return Reflect.ownKeys(target);
    },
  });
}

function unknownFields(records) {
  const problems = [];
  for (const { path, value, read, enumerated } of records) {
    if (enumerated || read.size === 0) continue;
    for (const key of Object.keys(value)) {
      if (!read.has(key)) problems.push(`${path || '/'}: unknown field "${key}"`);
    }
  }
  return problems;
}

/** Problems of one object (empty when valid). */
export async function validateObject(object) {
  if (object === null || typeof object !== 'object' || Array.isArray(object)) return ['not an object'];
  const Model = await modelClass(object.apiVersion, object.kind);
  if (!Model) return [`no schema for apiVersion "${object.apiVersion}" kind "${object.kind}" (unknown kind)`];
  const records = [];
  const problems = [];
  try {
    Model.prototype.validate.call(track(object, '', records));
  } catch (error) {
    if (!Array.isArray(error.errors)) return [error.message];
    for (const item of error.errors)
      problems.push(`${item.instancePath || '/'}: ${item.message ?? item.keyword}`);
  }
  return [...problems, ...unknownFields(records)];
}

function describe(object, index) {
  const kind = object?.kind ?? '?';
  const name = object?.metadata?.name ?? `document ${index + 1}`;
  return `${kind}/${name}`;
}

/** Problems of every object in a multi-document YAML text, each line prefixed by kind/name. */
export async function validateManifests(text) {
  const problems = [];
  const objects = [];
  parseAllDocuments(text).forEach((document, index) => {
    if (document.errors.length > 0) {
      problems.push(`document ${index + 1}: ${document.errors.map((error) => error.message).join('; ')}`);
      return;
    }
    const object = document.toJS();
    if (object !== null && object !== undefined) objects.push(object);
  });
  for (const [index, object] of objects.entries()) {
    for (const problem of await validateObject(object))
      problems.push(`${describe(object, index)} ${problem}`);
  }
  return { objects, problems };
}

async function main(files) {
  if (files.length === 0) {
    console.error('Usage: node tools/helm/validate-manifests.mjs <file.yaml>...');
    process.exit(2);
  }
  let failed = false;
  for (const file of files) {
    const { objects, problems } = await validateManifests(fs.readFileSync(file, 'utf8'));
    for (const problem of problems) console.error(`${file}: ${problem}`);
    if (problems.length > 0) failed = true;
    else console.log(`${file}: ${objects.length} object(s) valid`);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
