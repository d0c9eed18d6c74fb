import { NatsRecord, type ReadPacket, type Serializer } from '@nestjs/microservices';
import type { MsgHdrs } from '@nats-io/nats-core';
import { toNatsHeaders } from '../../nats/nats-headers';

export interface SerializedRequest {
  readonly data: string;
  readonly headers?: MsgHdrs;
}

/**
 * Like Nest's NatsRecordSerializer, but RpcClient's records carry plain `{ name: value }` headers (the
 * in-process transport reads the same records), so they become NATS headers here.
 */
export class HeaderRecordSerializer implements Serializer<ReadPacket, SerializedRequest> {
  serialize(packet: ReadPacket): SerializedRequest {
    const record: unknown = packet.data;
    if (!(record instanceof NatsRecord)) return { data: JSON.stringify(packet) };
    const headers: unknown = record.headers;
    return {
      data: JSON.stringify({ ...packet, data: record.data }),
      ...(isPlainHeaders(headers) ? { headers: toNatsHeaders(headers) } : {}),
    };
  }
}

function isPlainHeaders(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
