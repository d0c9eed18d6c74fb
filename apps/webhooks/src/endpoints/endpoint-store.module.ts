import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { EndpointRepository } from './endpoint.repository';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';

/** The endpoints' repository, for the endpoints domain and for deliveries (who may see, who subscribed). */
@Module({
  imports: [DatabaseModule.forFeature([WebhookEndpoint])],
  providers: [EndpointRepository],
  exports: [EndpointRepository],
})
export class EndpointStoreModule {}
