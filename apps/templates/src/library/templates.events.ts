import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { CountPresentationUseCase } from './use-cases/count-presentation/count-presentation.use-case';
import { DeleteOwnedTemplatesUseCase } from './use-cases/delete-owned-templates/delete-owned-templates.use-case';
import { UnshareTemplatesUseCase } from './use-cases/unshare-templates/unshare-templates.use-case';

/**
 * Follows the teams service (deleted teams and departed owners take their shared templates private) and
 * generation (completed batches count towards their template's presentations) and identity (a deleted
 * account's templates are deleted).
 */
@Injectable()
export class TemplatesEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TemplatesEvents.name);
  private subscriptions: Subscription[] = [];

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly unshare: UnshareTemplatesUseCase,
    private readonly countPresentation: CountPresentationUseCase,
    private readonly deleteOwned: DeleteOwnedTemplatesUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriptions = await Promise.all([
      this.bus.subscribeEvent('team.deleted', { durable: 'templates-team-deleted' }, async ({ data }) => {
        const count = await this.unshare.fromDeletedTeam(data.teamId);
        this.logger.log(`team ${data.teamId} deleted: ${count} templates back to their owners`);
      }),
      this.bus.subscribeEvent('member.removed', { durable: 'templates-member-removed' }, async ({ data }) => {
        const count = await this.unshare.ofDepartedMember(data.teamId, data.userId);
        if (count) this.logger.log(`member left team ${data.teamId}: ${count} of their templates unshared`);
      }),
      this.bus.subscribeEvent('user.deleted', { durable: 'templates-user-deleted' }, async ({ data }) => {
        const count = await this.deleteOwned.execute(data.userId);
        if (count) this.logger.log(`account deleted: ${count} templates removed`);
      }),
      this.bus.subscribeEvent(
        'presentation.completed',
        { durable: 'templates-presentation-completed' },
        async ({ data }) => void (await this.countPresentation.execute(data.batchId, data.templateId)),
      ),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.stop()));
  }
}
