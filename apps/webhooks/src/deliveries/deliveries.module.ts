import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EndpointStoreModule } from '../endpoints';
import { WebhooksSharedModule } from '../shared';
import { DeliveriesEvents } from './deliveries.events';
import { ForgetBatchUseCase } from './use-cases/forget-batch/forget-batch.use-case';
import { DeliveriesRpcController } from './deliveries.rpc-controller';
import { DeliveryQueue } from './delivery-queue';
import { DeliveryRepository } from './delivery.repository';
import { RetrySweeper } from './retry-sweeper';
import { DeliveryAttempt } from './entities/delivery-attempt.entity';
import { Delivery } from './entities/delivery.entity';
import { AttemptDeliveryUseCase } from './use-cases/attempt-delivery/attempt-delivery.use-case';
import { EventDispatch } from './event-dispatch';
import { FanOutEventUseCase } from './use-cases/fan-out-event/fan-out-event.use-case';
import { ListDeliveriesUseCase } from './use-cases/list-deliveries/list-deliveries.use-case';
import { PublishDueAttemptsUseCase } from './use-cases/publish-due-attempts/publish-due-attempts.use-case';
import { SendTestEventUseCase } from './use-cases/send-test-event/send-test-event.use-case';
import { StreamAuditEntryUseCase } from './use-cases/stream-audit-entry/stream-audit-entry.use-case';
import { WebhookSender } from './webhook-sender';

/** Events to deliveries, the durable delivery jobs, the sweeper that publishes due retries, the delivery log and test events. */
@Module({
  imports: [WebhooksSharedModule, EndpointStoreModule, TypeOrmModule.forFeature([Delivery, DeliveryAttempt])],
  controllers: [DeliveriesRpcController],
  providers: [
    DeliveryRepository,
    DeliveryQueue,
    WebhookSender,
    EventDispatch,
    FanOutEventUseCase,
    StreamAuditEntryUseCase,
    SendTestEventUseCase,
    AttemptDeliveryUseCase,
    ListDeliveriesUseCase,
    PublishDueAttemptsUseCase,
    RetrySweeper,
    ForgetBatchUseCase,
    DeliveriesEvents,
  ],
})
export class DeliveriesModule {}
