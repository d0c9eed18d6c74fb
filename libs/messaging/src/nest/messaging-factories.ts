import { join } from 'node:path';
import type { CustomStrategy } from '@nestjs/microservices';
import { InProcessBus } from '../in-process/in-process-bus';
import { JetStreamBus } from '../jetstream/jetstream-bus';
import type { MessageBus } from '../ports';
import type { RpcClientTransport } from '../rpc/rpc-client';
import { InProcessClientProxy } from '../rpc/in-process/in-process-client-proxy';
import { processRpcRegistry } from '../rpc/in-process/in-process-rpc-registry';
import { InProcessRpcServer } from '../rpc/in-process/in-process-rpc-server';
import { DeckmillClientNats } from '../rpc/nats/deckmill-client-nats';
import { DeckmillServerNats } from '../rpc/nats/deckmill-server-nats';
import { NATS_RECONNECT_OPTIONS } from '../nats/reconnect-options';
import { requireNatsUrl, type MessagingModuleOptions } from './messaging-options';

/** Instances of one service share the requests of a subject. */
const RPC_QUEUE_GROUP = 'deckmill-rpc';

export function createMessageBus(options: MessagingModuleOptions): Promise<MessageBus> {
  if (options.mode === 'embedded') {
    if (!options.dataDir) return InProcessBus.open({});
    return InProcessBus.open({
      directory: join(options.dataDir, 'bus'),
      encryptionKey: options.logEncryptionKey,
    });
  }
  return JetStreamBus.connect({
    servers: requireNatsUrl(options),
    ...(options.namespace ? { namespace: options.namespace } : {}),
    ...(options.connectionName ? { name: options.connectionName } : {}),
    ...(options.streams ? { streams: options.streams } : {}),
  });
}

export function createRpcClientProxy(options: MessagingModuleOptions): RpcClientTransport {
  if (options.mode === 'embedded') return new InProcessClientProxy(options.rpcRegistry ?? processRpcRegistry);
  return new DeckmillClientNats(options.namespace, {
    servers: requireNatsUrl(options),
    ...NATS_RECONNECT_OPTIONS,
    ...(options.connectionName ? { name: `${options.connectionName}-rpc-client` } : {}),
  });
}

/** The microservice transport that serves this app's @RpcHandler methods. */
export function rpcTransport(options: MessagingModuleOptions): CustomStrategy {
  if (options.mode === 'embedded') {
    return { strategy: new InProcessRpcServer(options.rpcRegistry ?? processRpcRegistry) };
  }
  return {
    strategy: new DeckmillServerNats(options.namespace, {
      servers: requireNatsUrl(options),
      queue: RPC_QUEUE_GROUP,
      ...NATS_RECONNECT_OPTIONS,
      ...(options.connectionName ? { name: `${options.connectionName}-rpc` } : {}),
    }),
  };
}
