import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EndpointAccess } from './endpoint-access';
import { EndpointRepository } from './endpoint.repository';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { TeamAdmins } from './team-admins';

/** The endpoints' repository and who may manage them, for the endpoints domain and for deliveries. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpoint])],
  providers: [EndpointRepository, TeamAdmins, EndpointAccess],
  exports: [EndpointRepository, EndpointAccess],
})
export class EndpointStoreModule {}
