import { Module } from '@nestjs/common';
import { WebhooksSharedModule } from '../shared';
import { EndpointStoreModule } from './endpoint-store.module';
import { EndpointsEvents } from './endpoints.events';
import { EndpointUrlRules } from './endpoint-url-rules';
import { EndpointsRpcController } from './endpoints.rpc-controller';
import { CreateEndpointUseCase } from './use-cases/create-endpoint/create-endpoint.use-case';
import { DeleteEndpointUseCase } from './use-cases/delete-endpoint/delete-endpoint.use-case';
import { GetEndpointUseCase } from './use-cases/get-endpoint/get-endpoint.use-case';
import { ListEndpointsUseCase } from './use-cases/list-endpoints/list-endpoints.use-case';
import { RemoveDeletedTeamUseCase } from './use-cases/remove-deleted-team/remove-deleted-team.use-case';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';
import { RotateSecretUseCase } from './use-cases/rotate-secret/rotate-secret.use-case';
import { UpdateEndpointUseCase } from './use-cases/update-endpoint/update-endpoint.use-case';

/** The endpoints users (and teams' admins) register: create, list, change, delete, rotate the secret. */
@Module({
  imports: [WebhooksSharedModule, EndpointStoreModule],
  controllers: [EndpointsRpcController],
  providers: [
    EndpointUrlRules,
    ListEndpointsUseCase,
    CreateEndpointUseCase,
    GetEndpointUseCase,
    UpdateEndpointUseCase,
    DeleteEndpointUseCase,
    RotateSecretUseCase,
    RemoveDeletedUserUseCase,
    RemoveDeletedTeamUseCase,
    EndpointsEvents,
  ],
})
export class EndpointsModule {}
