import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckmill/messaging';
import { GetOfficeStatusUseCase } from './use-cases/get-office-status/get-office-status.use-case';

@Controller()
export class OfficeStatusRpcController {
  constructor(private readonly getOfficeStatus: GetOfficeStatusUseCase) {}

  @RpcHandler('templates.office-status')
  status() {
    return this.getOfficeStatus.execute();
  }
}
