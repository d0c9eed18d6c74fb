import { Injectable, Logger } from '@nestjs/common';
import { OnEvent, type EventDelivery } from '@deckmill/messaging';
import { CountPresentationUseCase } from './use-cases/count-presentation/count-presentation.use-case';
import { DeleteOwnedTemplatesUseCase } from './use-cases/delete-owned-templates/delete-owned-templates.use-case';
import { UnshareDeletedTeamTemplatesUseCase } from './use-cases/unshare-deleted-team-templates/unshare-deleted-team-templates.use-case';
import { UnshareDepartedOwnerTemplatesUseCase } from './use-cases/unshare-departed-owner-templates/unshare-departed-owner-templates.use-case';

/**
 * Follows the teams service (deleted teams and departed owners take their shared templates private) and
 * generation (completed batches count towards their template's presentations) and identity (a deleted
 * account's templates are deleted).
 */
@Injectable()
export class TemplatesEvents {
  private readonly logger = new Logger(TemplatesEvents.name);

  constructor(
    private readonly unshareDeletedTeam: UnshareDeletedTeamTemplatesUseCase,
    private readonly unshareDepartedOwner: UnshareDepartedOwnerTemplatesUseCase,
    private readonly countPresentation: CountPresentationUseCase,
    private readonly deleteOwned: DeleteOwnedTemplatesUseCase,
  ) {}

  @OnEvent('team.deleted', { durable: 'templates-team-deleted' })
  async onTeamDeleted({ data }: EventDelivery<'team.deleted'>): Promise<void> {
    const count = await this.unshareDeletedTeam.execute(data);
    this.logger.log(`team ${data.teamId} deleted: ${count} templates back to their owners`);
  }

  @OnEvent('member.removed', { durable: 'templates-member-removed' })
  async onMemberRemoved({ data }: EventDelivery<'member.removed'>): Promise<void> {
    const count = await this.unshareDepartedOwner.execute(data);
    if (count) this.logger.log(`member left team ${data.teamId}: ${count} of their templates unshared`);
  }

  @OnEvent('user.deleted', { durable: 'templates-user-deleted' })
  async onUserDeleted({ data }: EventDelivery<'user.deleted'>): Promise<void> {
    const count = await this.deleteOwned.execute(data);
    if (count) this.logger.log(`account deleted: ${count} templates removed`);
  }

  @OnEvent('presentation.completed', { durable: 'templates-presentation-completed' })
  async onPresentationCompleted({ data }: EventDelivery<'presentation.completed'>): Promise<void> {
    await this.countPresentation.execute(data);
  }
}
