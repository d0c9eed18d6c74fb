import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { verifyChains } from '../../chain/verify-chains';

/** Recomputes every chain (or the one named) and names the first broken link. */
@Injectable()
export class VerifyChainsUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute(input: RpcPayload<'audit.verify'>): Promise<RpcReply<'audit.verify'>> {
    return verifyChains(this.dataSource, input.chain);
  }
}
