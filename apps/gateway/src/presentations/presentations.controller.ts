import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PresentationDetail, PresentationListPage, PresentationWizard } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { nameSearchOf } from '../shared';
import { presentationDetail, presentationListPage } from './presentation-views';
import { presentationWizard, type SignLink, templateLinkSigner } from '../templates';
import { positiveInteger, presentationId } from './presentation-id';

const PER_PAGE = 20;

/**
 * The presentations list and detail pages' data, and the detail page's Cancel and "Delete decks now".
 */
@ApiTags('presentations')
@Controller('api/app/presentations')
@UseGuards(SignedInGuard)
export class PresentationsController {
  private readonly sign: SignLink;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) storage: ObjectStorage,
  ) {
    this.sign = templateLinkSigner(storage);
  }

  @Get()
  @ApiOperation({
    summary:
      'The signed-in user\u2019s presentations, newest first (?page=n), or those whose name holds ?search=',
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('page') page?: string,
    @Query('search') search?: string,
  ): Promise<PresentationListPage> {
    const batches = await this.rpc.call('generation.list', {
      actorId: principal.userId,
      page: positiveInteger(page, 1),
      perPage: PER_PAGE,
      ...nameSearchOf(search),
    });
    return presentationListPage(batches);
  }

  @Get('new')
  @ApiOperation({ summary: 'The wizard\u2019s data: every template the user may generate from' })
  async wizard(@CurrentPrincipal() principal: Principal): Promise<PresentationWizard> {
    const [templates, office] = await Promise.all([
      this.rpc.call('templates.list-usable', { userId: principal.userId }),
      // Only informs the Output choice: a templates service too old to answer it (a rolling deploy) or away
      // must not fail the wizard; without an answer the app offers PDF as before.
      this.rpc.call('templates.office-status', {}).then(
        (status) => status,
        () => undefined,
      ),
    ]);
    return presentationWizard(templates, this.sign, office);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A presentation: status, real progress, failed rows and a page of rows (?rows_page=n)',
  })
  async detail(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query('rows_page') rowsPage?: string,
  ): Promise<PresentationDetail> {
    const batch = await this.rpc.call('generation.get', {
      actorId: principal.userId,
      batchId: presentationId(id),
      rowsPage: positiveInteger(rowsPage, 1),
    });
    return presentationDetail(batch);
  }

  /**
   * Stops a pending or processing batch (its owner only; CSRF-checked like every app POST). Answers the
   * detail as it is now; a batch already cancelled the same, a finished one 409 `batch_not_cancellable`.
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a running presentation; decks already made stay downloadable' })
  async cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<PresentationDetail> {
    const batch = await this.rpc.call('generation.cancel', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
    return presentationDetail(batch);
  }

  /**
   * Deletes a finished presentation's decks, PDFs and archive now instead of at `decks_expire_at`
   * (its owner only: a team member 403, anyone else 404; CSRF-checked like every app write). Answers the detail
   * with `decks_deleted_at` set; already deleted: the same; still running: 409 `batch_not_finished`.
   */
  @Delete(':id/decks')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a finished presentation\u2019s decks now; the presentation itself stays' })
  async deleteDecks(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
  ): Promise<PresentationDetail> {
    const batch = await this.rpc.call('generation.delete-decks', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
    return presentationDetail(batch);
  }

  /**
   * Deletes a finished presentation and everything of it (decks, PDFs, archives, rows, deliveries,
   * notifications); 204. Another account's: 404; a team member who sees it: 403; still running: 409
   * `batch_not_finished` (cancel it first).
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a finished presentation and all its files and rows' })
  async remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('generation.delete-batch', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
  }
}
