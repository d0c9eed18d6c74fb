import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter, RpcClient } from '@deckmill/messaging';
import { GENERATION_OPTIONS, type GenerationOptions } from '../../../generation.options';
import { DeckNoticeThrottle } from '../../deck-notice-throttle';
import { deckNoticeWords } from '../../deck-notice-wording';
import { NotificationRepository } from '../../notification.repository';

type Owner = { readonly name: string; readonly email: string };

/**
 * A view of a personal link ended: the owner gets an in-app notice, and a `deck-viewed` mail when the batch asked
 * for one (not in local mode, which has no mail server), at most once a link an hour. The notice, the link's turn
 * and the mail job commit together; a redelivered event finds the view's notice and repeats nothing, and the mail
 * is one per view (`mailId`). The owner's address is asked for before the transaction, so a failure there retries
 * the event with nothing half-done.
 */
@Injectable()
export class NoticeDeckViewedUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly notifications: NotificationRepository,
    private readonly throttle: DeckNoticeThrottle,
    private readonly rpc: RpcClient,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(input: EventPayload<'presentation.deck-viewed'>): Promise<boolean> {
    const { view } = input;
    if (await this.notifications.hasForView(this.dataSource.manager, view.id)) return false;
    const mails =
      !this.options.localMode && (await this.throttle.notifiesByEmail(this.dataSource.manager, input.linkId));
    const owner = mails ? await this.owner(input.ownerId) : null;
    const words = deckNoticeWords(input);
    const noticed = await this.dataSource.transaction(async (manager) => {
      if (await this.notifications.hasForView(manager, view.id)) return false;
      const turn = await this.throttle.claim(manager, input.linkId);
      if (!turn) return false;
      await this.notifications.insertForView(
        manager,
        {
          userId: input.ownerId,
          batchId: input.batchId,
          kind: 'presentation.deck-viewed',
          title: words.title,
          body: words.body,
        },
        view.id,
      );
      // The account is gone (its deletion is on the way here too): nobody to mail.
      if (!turn.notifyByEmail || !owner) return true;
      await this.outbox.stage(manager, {
        kind: 'job',
        key: 'mail.send',
        payload: {
          mailId: `deck-viewed:${view.id}`,
          to: owner.email,
          template: 'deck-viewed',
          variables: {
            name: owner.name,
            who: words.who,
            deckName: words.deckName,
            fileName: input.fileName,
            batchName: input.batchName,
            duration: words.duration,
            reach: words.reach,
          },
          target: { page: 'batch', batchId: input.batchId },
        },
        messageId: `mail:deck-viewed:${view.id}`,
      });
      return true;
    });
    if (noticed) await this.relay.flush();
    return noticed;
  }

  private async owner(ownerId: string): Promise<Owner | null> {
    const { users } = await this.rpc.call('identity.find-users', { ids: [ownerId], emails: [] });
    return users[0] ?? null;
  }
}
