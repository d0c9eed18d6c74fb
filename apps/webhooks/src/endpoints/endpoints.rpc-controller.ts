import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CreateEndpointUseCase } from './use-cases/create-endpoint/create-endpoint.use-case';
import { DeleteEndpointUseCase } from './use-cases/delete-endpoint/delete-endpoint.use-case';
import { GetEndpointUseCase } from './use-cases/get-endpoint/get-endpoint.use-case';
import { ListEndpointsUseCase } from './use-cases/list-endpoints/list-endpoints.use-case';
import { RotateSecretUseCase } from './use-cases/rotate-secret/rotate-secret.use-case';
import { UpdateEndpointUseCase } from './use-cases/update-endpoint/update-endpoint.use-case';

/** Settings → Webhooks over request/reply; every rule lives in the use cases. */
@Controller()
export class EndpointsRpcController {
  constructor(
    private readonly listEndpoints: ListEndpointsUseCase,
    private readonly createEndpoint: CreateEndpointUseCase,
    private readonly getEndpoint: GetEndpointUseCase,
    private readonly updateEndpoint: UpdateEndpointUseCase,
    private readonly deleteEndpoint: DeleteEndpointUseCase,
    private readonly rotateSecret: RotateSecretUseCase,
  ) {}

  @RpcHandler('webhooks.list')
  async list(@Payload() input: RpcPayload<'webhooks.list'>): Promise<RpcReply<'webhooks.list'>> {
    return { webhooks: await this.listEndpoints.execute(input) };
  }

  @RpcHandler('webhooks.create')
  create(@Payload() input: RpcPayload<'webhooks.create'>): Promise<RpcReply<'webhooks.create'>> {
    return this.createEndpoint.execute(input);
  }

  @RpcHandler('webhooks.get')
  get(@Payload() input: RpcPayload<'webhooks.get'>): Promise<RpcReply<'webhooks.get'>> {
    return this.getEndpoint.execute(input);
  }

  @RpcHandler('webhooks.update')
  update(@Payload() input: RpcPayload<'webhooks.update'>): Promise<RpcReply<'webhooks.update'>> {
    return this.updateEndpoint.execute(input);
  }

  @RpcHandler('webhooks.delete')
  async delete(@Payload() input: RpcPayload<'webhooks.delete'>): Promise<RpcReply<'webhooks.delete'>> {
    await this.deleteEndpoint.execute(input);
    return { ok: true };
  }

  @RpcHandler('webhooks.rotate-secret')
  rotate(
    @Payload() input: RpcPayload<'webhooks.rotate-secret'>,
  ): Promise<RpcReply<'webhooks.rotate-secret'>> {
    return this.rotateSecret.execute(input);
  }
}
