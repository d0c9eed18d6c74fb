import { Module } from '@nestjs/common';
import { DeliveryEvents } from './delivery.events';
import { DeliveryModule } from './delivery.module';
import { DeliverySweep } from './delivery-sweep';

/** Stages due mails every 15 s and settles the mail service's outcomes (`generation-api`, and `generation`). */
@Module({
  imports: [DeliveryModule],
  providers: [DeliverySweep, DeliveryEvents],
})
export class DeliveryDispatchModule {}
