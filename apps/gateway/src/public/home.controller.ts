import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HomeStats } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { homeStats } from './home-view';

/** GET /api/home: the landing page's live figures (counted at most once a minute). */
@ApiTags('public')
@Controller('api/home')
export class HomeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary: 'teams_count, hours_saved (0.5 h per generated deck) and presentations_generated',
  })
  async home(): Promise<HomeStats> {
    return homeStats(await this.rpc.call('admin.home-stats', {}));
  }
}
