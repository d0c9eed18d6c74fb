import { NatsRecord } from '@nestjs/microservices';
import { isHeaderRecord } from '../../nats/nats-headers';

/** Splits what RpcClient sends (a NatsRecord with plain headers) into payload and headers. */
export function unpackRecord(value: unknown): { data: unknown; headers: Record<string, string> } {
  if (!(value instanceof NatsRecord)) return { data: value, headers: {} };
  const headers: unknown = value.headers;
  return { data: value.data, headers: isHeaderRecord(headers) ? headers : {} };
}
