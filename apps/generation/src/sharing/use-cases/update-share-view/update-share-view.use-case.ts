import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, OutboxRelay, type RpcPayload } from '@deckmill/messaging';
import { ShareLinkViewRepository } from '../../share-link-view.repository';
import { ShareViewEvents } from '../../share-view-events';
import { mergeViewTotals } from '../../view-seconds';
import { ViewerLinks } from '../../viewer-links';

/**
 * The viewer's page reports a view's totals: only a view of the same open link, only growing, never more than
 * the view has lasted. `ended` ends it once (`presentation.deck-viewed`). A view that has ended (left, or ended
 * by the sweep while the page was hidden) takes nothing more: the page's final `ended` report again is answered
 * as before, and any other report is gone (`share_view_ended`), so a page still open starts a new view.
 */
@Injectable()
export class UpdateShareViewUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly viewer: ViewerLinks,
    private readonly views: ShareLinkViewRepository,
    private readonly events: ShareViewEvents,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(
    input: RpcPayload<'generation.update-share-view'>,
  ): Promise<RpcReply<'generation.update-share-view'>> {
    const { link } = await this.viewer.open({ tokenHash: input.tokenHash, pass: input.pass });
    const ended = await this.dataSource.transaction(async (manager) => {
      const view = await this.views.lockOfLink(manager, link.id, input.viewId);
      if (!view) throw new DomainException(DomainErrors.notFound('share_view_not_found', 'View not found.'));
      if (view.endedAt) {
        if (input.ended) return false;
        throw new DomainException(DomainErrors.gone('share_view_ended', 'This view has ended.'));
      }
      const totals = mergeViewTotals(view, input, view.slideCount, view.elapsedSeconds);
      const saved = await this.views.report(manager, view.id, totals, input.ended);
      if (!saved?.endedAt) return false;
      await this.events.viewed(manager, [saved]);
      return true;
    });
    if (ended) await this.relay.flush();
    return { ok: true };
  }
}
