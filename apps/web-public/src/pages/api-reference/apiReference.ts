/**
 * The /docs/api page's content, read from the committed OpenAPI document of API v1 (docs/api-v1.openapi.json)
 * when the site is built: operations grouped by tag, their parameters, body fields, answers and curl examples.
 */
type Schema = { readonly [keyword: string]: unknown };

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: { readonly schemas: Record<string, Schema> };
}

interface OpenApiOperation {
  readonly operationId: string;
  readonly tags?: readonly string[];
  readonly summary: string;
  readonly parameters?: readonly {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema: Schema;
  }[];
  readonly requestBody?: { readonly content: Record<string, { schema: Schema }> };
  readonly responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  readonly 'x-codeSamples'?: readonly { label: string; source: string }[];
}

export interface ReferenceField {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
}

export interface ReferenceOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly parameters: readonly (ReferenceField & { readonly in: string })[];
  /** Per media type (JSON, multipart form): its fields. */
  readonly bodies: readonly { readonly mediaType: string; readonly fields: readonly ReferenceField[] }[];
  readonly responses: readonly {
    readonly status: string;
    readonly description: string;
    readonly type: string;
  }[];
  /** The success answer's fields (none for a file). */
  readonly answerFields: readonly ReferenceField[];
  readonly examples: readonly { readonly label: string; readonly source: string }[];
}

export interface ReferenceGroup {
  readonly tag: string;
  readonly title: string;
  readonly operations: readonly ReferenceOperation[];
}

const GROUP_TITLES: Record<string, string> = {
  templates: 'Templates',
  batches: 'Batches',
  webhooks: 'Webhooks',
  usage: 'Usage',
};
const GROUP_ORDER = ['templates', 'batches', 'webhooks', 'usage'];

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** A short, readable type: `string | null`, `"pptx" | "pdf"`, `BatchRow[]`, `integer ≥ 1`. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema['$ref'] === 'string') return refName(schema['$ref']);
  if ('const' in schema) return JSON.stringify(schema['const']);
  if (Array.isArray(schema['enum'])) return schema['enum'].map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(schema['anyOf'])) return (schema['anyOf'] as Schema[]).map(typeLabel).join(' | ');
  const type = schema['type'];
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') return `${typeLabel(schema['items'] as Schema | undefined)}[]`;
  if (type === 'object' && schema['properties'] === undefined) return 'object';
  if (type === 'string' && typeof schema['contentMediaType'] === 'string') return 'file';
  return typeof type === 'string' ? type : 'object';
}

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  const ref = schema['$ref'];
  return typeof ref === 'string' ? (document.components.schemas[refName(ref)] ?? {}) : schema;
}

/** The top-level fields of an object schema, through `$ref` and `allOf`. */
export function fieldsOf(schema: Schema | undefined, document: OpenApiDocument): ReferenceField[] {
  if (!schema) return [];
  const resolved = resolve(schema, document);
  if (Array.isArray(resolved['allOf'])) {
    return (resolved['allOf'] as Schema[]).flatMap((part) => fieldsOf(part, document));
  }
  const properties = (resolved['properties'] ?? {}) as Record<string, Schema>;
  const required = new Set((resolved['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeLabel(property),
    required: required.has(name),
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
  }));
}

function operationOf(method: string, path: string, operation: OpenApiOperation, document: OpenApiDocument) {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  const successJson = success?.[1].content?.['application/json']?.schema;
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      type: typeLabel(parameter.schema),
      required: parameter.required === true,
      ...(parameter.description ? { description: parameter.description } : {}),
    })),
    bodies: Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, { schema }]) => ({
      mediaType,
      fields: fieldsOf(schema, document),
    })),
    responses: Object.entries(operation.responses).map(([status, response]) => {
      const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const type = !media ? '' : mediaType === 'application/json' ? typeLabel(media.schema) : mediaType;
      return { status, description: response.description, type };
    }),
    answerFields: fieldsOf(successJson, document),
    examples: (operation['x-codeSamples'] ?? []).map(({ label, source }) => ({ label, source })),
  } satisfies ReferenceOperation;
}

/** Every operation of the document, grouped by its tag in a fixed order (unknown tags last). */
export function referenceOf(document: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), operationOf(method, path, operation, document)]);
    }
  }
  const rank = (tag: string) => (GROUP_ORDER.includes(tag) ? GROUP_ORDER.indexOf(tag) : GROUP_ORDER.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      title: GROUP_TITLES[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1),
      operations,
    }));
}
