/** One operation of the gateway's OpenAPI document: what the standing suites iterate over. */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented path, e.g. `/api/app/teams/{id}`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
  readonly multipart: boolean;
  /** `METHOD path`, the key of the permission table. */
  readonly key: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, unknown> };
}

/** Every operation the running gateway documents at /api/openapi.json, so a new route is covered at once. */
export async function documentedRoutes(baseUrl: string): Promise<ApiRoute[]> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as ApiRoute['method'];
      const parameters = operation.parameters ?? [];
      routes.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']),
        key: `${method} ${path}`,
      });
    }
  }
  return routes;
}

/** The documented path with its `{name}` parameters replaced (values are inserted as given: encode first). */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? 'missing');
}
