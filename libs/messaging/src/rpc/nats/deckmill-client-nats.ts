import { ClientNats, type MsPattern, type NatsOptions } from '@nestjs/microservices';
import { HeaderRecordSerializer } from './header-record.serializer';
import { subjectPrefix } from './subject-prefix';

export type NatsTransportOptions = Required<NatsOptions>['options'];

/** Nest's NATS client with RpcClient's header records and an optional subject namespace. */
export class DeckmillClientNats extends ClientNats {
  private readonly prefix: string;

  constructor(namespace: string | undefined, options: NatsTransportOptions) {
    super({ ...options, serializer: new HeaderRecordSerializer() });
    this.prefix = subjectPrefix(namespace);
  }

  protected override normalizePattern(pattern: MsPattern): string {
    return `${this.prefix}${super.normalizePattern(pattern)}`;
  }
}
