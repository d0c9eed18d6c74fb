import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListDeliveriesUseCase } from './use-cases/list-deliveries/list-deliveries.use-case';
import { SendTestEventUseCase } from './use-cases/send-test-event/send-test-event.use-case';

/** The delivery log and "send test event" over request/reply. */
@Controller()
export class DeliveriesRpcController {
  constructor(
    private readonly sendTestEvent: SendTestEventUseCase,
    private readonly listDeliveries: ListDeliveriesUseCase,
  ) {}

  @RpcHandler('webhooks.send-test')
  sendTest(@Payload() input: RpcPayload<'webhooks.send-test'>): Promise<RpcReply<'webhooks.send-test'>> {
    return this.sendTestEvent.execute(input);
  }

  @RpcHandler('webhooks.deliveries')
  async deliveries(
    @Payload() input: RpcPayload<'webhooks.deliveries'>,
  ): Promise<RpcReply<'webhooks.deliveries'>> {
    return { deliveries: await this.listDeliveries.execute(input) };
  }
}
