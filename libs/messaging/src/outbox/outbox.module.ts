import {
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MESSAGING_OPTIONS, type MessagingModuleOptions } from '../nest/messaging-options';
import { MESSAGE_BUS, type MessageBus } from '../ports';
import { isInfrastructureFailure } from '../core/infrastructure-failure';
import { OutboxRelay } from './outbox-relay';
import { OutboxWriter } from './outbox-writer';

const OUTBOX_SERVICE = Symbol('OUTBOX_SERVICE');

/** Runs the relay with the application: a pass at start-up, then on its interval until shutdown. */
@Injectable()
class OutboxRelayLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(private readonly relay: OutboxRelay) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  // Before shutdown, so the pass in progress finishes while the bus and the database are still open.
  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}

/**
 * A service's transactional outbox: `OutboxWriter` (stage inside a transaction) and `OutboxRelay` (call
 * `flush()` once the transaction returned). The service's migration creates `<schema>.outbox`.
 */
@Module({})
export class OutboxModule {
  static forService(service: string): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: OUTBOX_SERVICE, useValue: service },
        {
          provide: OutboxWriter,
          useFactory: (name: string) => new OutboxWriter(name),
          inject: [OUTBOX_SERVICE],
        },
        {
          provide: OutboxRelay,
          useFactory: (
            name: string,
            dataSource: DataSource,
            bus: MessageBus,
            messaging: MessagingModuleOptions | undefined,
          ) => {
            const logger = new Logger(`OutboxRelay(${name})`);
            return new OutboxRelay(name, dataSource, bus, {
              // Every pass fails while NATS or PostgreSQL is away; the process says that once ("NATS lost").
              onError: (message, error) =>
                error !== undefined && isInfrastructureFailure(error)
                  ? logger.debug(message)
                  : logger.error(message),
              refuseInsideTransaction: messaging?.transactionGuard ?? false,
            });
          },
          inject: [
            OUTBOX_SERVICE,
            getDataSourceToken(),
            MESSAGE_BUS,
            { token: MESSAGING_OPTIONS, optional: true },
          ],
        },
        OutboxRelayLifecycle,
      ],
      exports: [OutboxWriter, OutboxRelay],
    };
  }
}
