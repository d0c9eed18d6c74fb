import { Injectable } from '@nestjs/common';
import { WebhookErrors } from '../shared';
import type { EndpointOwner } from './endpoint.repository';
import { EndpointRepository } from './endpoint.repository';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { TeamAdmins } from './team-admins';

/**
 * Who may manage which endpoints: a user their own, a team's admins the team's. Everyone else, a team's plain
 * members included, gets the same not found as for an endpoint that does not exist.
 */
@Injectable()
export class EndpointAccess {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly teams: TeamAdmins,
  ) {}

  /** The owner the actor addresses: themselves, or a team they administer. */
  async ownerFor(actorId: string, teamId: number | undefined): Promise<EndpointOwner> {
    if (teamId === undefined) return { kind: 'user', userId: actorId };
    if (!(await this.teams.isAdmin(actorId, teamId))) throw WebhookErrors.teamNotFound();
    return { kind: 'team', teamId };
  }

  /** One endpoint the actor may manage; not found otherwise. */
  async managed(actorId: string, webhookId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findById(webhookId);
    if (!endpoint || !(await this.mayManage(actorId, endpoint))) throw WebhookErrors.notFound();
    return endpoint;
  }

  private async mayManage(actorId: string, endpoint: WebhookEndpoint): Promise<boolean> {
    if (endpoint.ownerUserId !== null) return endpoint.ownerUserId === actorId;
    return endpoint.ownerTeamId !== null && this.teams.isAdmin(actorId, endpoint.ownerTeamId);
  }
}
