import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MESSAGE_BUS, type MessageBus } from '../ports';
import {
  RPC_CLIENT_OPTIONS,
  RPC_CLIENT_PROXY,
  RpcClient,
  type RpcClientOptions,
  type RpcClientTransport,
} from '../rpc/rpc-client';
import { MessageHandlerExplorer } from './message-handler-explorer';
import { createMessageBus, createRpcClientProxy } from './messaging-factories';
import { MESSAGING_OPTIONS, type MessagingModuleOptions } from './messaging-options';

const DEFAULT_RPC_TIMEOUT_MS = 5_000;

/** Closes the bus and the RPC client with the application. */
@Injectable()
class MessagingShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(RPC_CLIENT_PROXY) private readonly proxy: RpcClientTransport,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.bus.close(), this.proxy.close()]);
  }
}

/**
 * Provides MESSAGE_BUS (durable events and jobs) and RpcClient (request/reply) for the chosen mode, and
 * subscribes every provider's @OnEvent / @OnJob methods at application bootstrap.
 * To serve @RpcHandler methods, also call `startRpcTransport(app, options)`.
 */
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingModuleOptions): DynamicModule {
    const clientOptions: RpcClientOptions = {
      timeoutMs: options.rpcTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
      refuseInsideTransaction: options.transactionGuard ?? false,
    };
    return {
      module: MessagingModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: MESSAGING_OPTIONS, useValue: options },
        { provide: MESSAGE_BUS, useFactory: () => createMessageBus(options) },
        { provide: RPC_CLIENT_PROXY, useFactory: () => createRpcClientProxy(options) },
        { provide: RPC_CLIENT_OPTIONS, useValue: clientOptions },
        RpcClient,
        MessagingShutdown,
        MessageHandlerExplorer,
      ],
      exports: [MESSAGING_OPTIONS, MESSAGE_BUS, RpcClient],
    };
  }
}
