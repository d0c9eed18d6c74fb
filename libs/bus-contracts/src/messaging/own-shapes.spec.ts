import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Events, Jobs, Rpc } from './maps';

/**
 * The bus speaks the services' own language (docs/architecture.md, "Library map"): camelCase fields, ids and
 * domain data, never the public API's snake_case resources, the URLs the gateway serves them at or the web
 * pages' paths (a mail names its page by a link target; only the mail service knows the paths).
 */
const LINKISH = /(url|path|link|href)$/i;

/** A template tag's `path` is where its value sits in a data row (`customer.name`), not a web page. */
function ownNames(keys: string[]): string[] {
  const tagKeys = ['path', 'filters', 'image'];
  const isTemplateTag =
    keys.includes('path') && keys.includes('filters') && keys.every((key) => tagKeys.includes(key));
  return isTemplateTag ? keys.filter((key) => key !== 'path') : keys;
}

function propertyNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const properties = record['properties'];
    if (properties !== null && typeof properties === 'object')
      names.push(...ownNames(Object.keys(properties)));
    Object.values(record).forEach(visit);
  };
  visit(json);
  return names;
}

const contracts: [string, z.ZodType][] = [
  ...Object.entries(Rpc).flatMap(([key, rpc]): [string, z.ZodType][] => [
    [`${key} request`, rpc.request],
    [`${key} reply`, rpc.reply],
  ]),
  ...Object.entries(Events).map(([key, event]): [string, z.ZodType] => [`${key} event`, event.schema]),
  ...Object.entries(Jobs).map(([key, job]): [string, z.ZodType] => [`${key} job`, job.schema]),
];

describe('bus contracts are in the services’ own shapes', () => {
  it.each(contracts)('%s has camelCase fields and no URLs, paths or links', (_name, schema) => {
    const offending = propertyNames(schema).filter((name) => name.includes('_') || LINKISH.test(name));
    expect(offending).toEqual([]);
  });

  it('refuses the names of links and paths', () => {
    const names = ['path', 'link', 'href', 'downloadPath', 'pageLink', 'editHref', 'fileUrl'];
    expect(names.filter((name) => LINKISH.test(name))).toEqual(names);
    expect(['page', 'batchId', 'token', 'signUp'].filter((name) => LINKISH.test(name))).toEqual([]);
  });

  it('only the vocabulary file imports the public API library', () => {
    const root = path.join(__dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const full = path.join(dir, entry);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const importers = files(root)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .filter((file) => readFileSync(file, 'utf8').includes('@deckmill/api-contracts'))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual(['shared/api-vocabulary.ts']);
  });
});
