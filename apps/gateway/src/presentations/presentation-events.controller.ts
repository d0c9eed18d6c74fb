import { setMaxListeners } from 'node:events';
import { Controller, Get, Param, Res, UseGuards, type OnModuleDestroy } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { streamProgress } from './events/progress-stream';
import { presentationId } from './presentation-id';
import { presentationProgress } from './presentation-views';

/**
 * Live progress of a presentation as server-sent events, on top of the detail page's polling: the gateway asks
 * generation once a second per open stream (`docs/decisions.md`, "Generation"). Who may listen is who may see
 * the detail, checked before the stream opens and again on every poll.
 */
@ApiTags('presentations')
@Controller('api/app/presentations/:id')
@UseGuards(SignedInGuard)
export class PresentationEventsController implements OnModuleDestroy {
  /** Ends the open streams when the gateway shuts down, which would otherwise wait for them to finish. */
  private readonly shutdown = new AbortController();

  constructor(private readonly rpc: RpcClient) {
    // Every open stream listens to this one signal: any number of them is expected, not a leak.
    setMaxListeners(0, this.shutdown.signal);
  }

  @Get('events')
  @ApiOperation({
    summary:
      'Live progress as server-sent events (event: progress) until completed, failed or cancelled; ends after 30 minutes',
  })
  @ApiOkResponse({
    description:
      '`event: progress` with `{ id, status, row_count, rows_done, rows_failed, progress }` on each change',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  async events(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id) };
    // Asked before anything is sent: someone else's batch or an unknown id is a JSON 404, not a stream.
    const ask = async () => presentationProgress(await this.rpc.call('generation.get-progress', request));
    const first = await ask();
    await streamProgress(res, first, ask, { stop: this.shutdown.signal });
  }

  onModuleDestroy(): void {
    this.shutdown.abort();
  }
}
