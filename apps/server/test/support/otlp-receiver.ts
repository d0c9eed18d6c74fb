import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** OTLP's span kinds, as numbers on the wire. */
export const OtlpSpanKind = { INTERNAL: 1, SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const;

/** One exported span, flattened with the service.name of the process that sent it. */
export interface ReceivedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly attributes: Readonly<Record<string, string | number | boolean | undefined>>;
  /** The spans it links to (a chunk's trace and its delivery, both ways). */
  readonly links: readonly { readonly traceId: string; readonly spanId: string }[];
}

/** A collector of our own: what the exporter POSTs to /v1/traces, decoded. */
export interface OtlpReceiver {
  /** The OTLP/HTTP base URL (OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly url: string;
  spans(): readonly ReceivedSpan[];
  stop(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  links?: { traceId: string; spanId: string }[];
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
}

function valueOf(value: OtlpValue): string | number | boolean | undefined {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

function attributesOf(list: OtlpAttribute[] = []): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(list.map((attribute) => [attribute.key, valueOf(attribute.value)]));
}

/** The JSON exporter sends ids as hex; the protobuf-JSON mapping would send base64: accept both. */
function hexId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  return /^[0-9a-f]+$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex');
}

export function decodeOtlpJson(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => {
        const parentSpanId = hexId(span.parentSpanId);
        return {
          service,
          traceId: hexId(span.traceId) ?? '',
          spanId: hexId(span.spanId) ?? '',
          ...(parentSpanId ? { parentSpanId } : {}),
          name: span.name,
          kind: span.kind,
          attributes: attributesOf(span.attributes),
          links: (span.links ?? []).map((link) => ({
            traceId: hexId(link.traceId) ?? '',
            spanId: hexId(link.spanId) ?? '',
          })),
        };
      }),
    );
  });
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        if (!String(req.headers['content-type']).startsWith('application/json')) {
          throw new Error(`expected OTLP JSON, got ${req.headers['content-type']}`);
        }
        received.push(...decodeOtlpJson(JSON.parse(body.toString('utf8')) as OtlpExport));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => received,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
