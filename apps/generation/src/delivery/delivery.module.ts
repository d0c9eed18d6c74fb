import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { GenerationOutboxModule, ShareLinkCipher } from '../shared';
import { DeliveryQueue } from './delivery-queue';
import { DeliveryReads } from './delivery-reads';
import { DeliveryStaging } from './delivery-staging';
import { RowDeliveryRecord } from './entities/row-delivery.entity';
import { SettleDeliveryUseCase } from './settle-delivery.use-case';

/**
 * Each row's deck mailed to its recipient: scheduled when final, staged when due, settled by the mail
 * service's outcome. The sweep and the outcome consumers are DeliveryDispatchModule's (generation's API part).
 */
@Module({
  imports: [TypeOrmModule.forFeature([RowDeliveryRecord]), GenerationOutboxModule],
  providers: [
    DeliveryQueue,
    DeliveryStaging,
    DeliveryReads,
    SettleDeliveryUseCase,
    // The row's link for mails that carry it.
    {
      provide: ShareLinkCipher,
      inject: [GENERATION_OPTIONS],
      useFactory: (options: GenerationOptions) => ShareLinkCipher.of(options.rowEncryptionKeys),
    },
  ],
  exports: [DeliveryQueue, DeliveryReads, SettleDeliveryUseCase],
})
export class DeliveryModule {}
