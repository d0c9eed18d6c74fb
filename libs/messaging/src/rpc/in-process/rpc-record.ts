import { NatsRecord } from '@nestjs/microservices';

/** Splits what RpcClient sends (a NatsRecord with plain headers) into payload and headers. */
export function unpackRecord(value: unknown): { data: unknown; headers: Record<string, string> } {
  if (!(value instanceof NatsRecord)) return { data: value, headers: {} };
  const headers: unknown = value.headers;
  return { data: value.data, headers: isStringRecord(headers) ? headers : {} };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
