import { NatsRecord, type ReadPacket, type Serializer } from '@nestjs/microservices';
import type { MsgHdrs } from '@nats-io/nats-core';
import { isHeaderRecord, toNatsHeaders } from '../../nats/nats-headers';

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
      ...(isHeaderRecord(headers) ? { headers: toNatsHeaders(headers) } : {}),
    };
  }
}
