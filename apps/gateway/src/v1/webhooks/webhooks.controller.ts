import { createHash } from 'node:crypto';
import { Body, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  V1CreateWebhookJsonSchema,
  V1WebhookListQuerySchema,
  type V1Deleted,
  type V1Webhook,
  type V1WebhookList,
  type V1WebhookWithSecret,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { idempotencyKey } from '../idempotency-key';
import { V1Controller } from '../v1-controller';
import { V1Error, withV1Fields } from '../v1-error';
import { v1Webhook, v1WebhookWithSecret } from './webhook-views';

/** A malformed id names no endpoint of anyone's: the same 404 as another user's. */
const webhookId = new ParseUUIDPipe({
  exceptionFactory: () => new V1Error(404, 'not_found', 'Webhook not found.'),
});

/** The webhooks service's field names as v1 names them. */
const V1_WEBHOOK_FIELDS = { endpoint: 'url', eventTypes: 'events' };

/**
 * /api/v1/webhooks: the key owner's endpoints, and with `team_id` those of a team they administer. Another
 * user's endpoint, or a team's for anyone but its admins, is a 404; the signing secret is answered by create and
 * rotate_secret only.
 */
@V1Controller('webhooks')
export class V1WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @RequireScope('manage')
  @HttpCode(201)
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<V1WebhookWithSecret> {
    const key = idempotencyKey(req);
    const input = parseInput(V1CreateWebhookJsonSchema, body);
    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const created = await this.rpc
      .call('webhooks.create', {
        actorId: principal.userId,
        teamId: input.team_id,
        endpoint: input.url,
        description: input.description,
        eventTypes: input.events,
        ...(key ? { idempotencyKey: key, requestFingerprint: fingerprint } : {}),
      })
      .catch(withV1Fields(V1_WEBHOOK_FIELDS));
    return v1WebhookWithSecret(created);
  }

  @Get()
  @RequireScope('read')
  async list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<V1WebhookList> {
    const { team_id: teamId } = parseInput(V1WebhookListQuerySchema, query);
    const { webhooks } = await this.rpc.call('webhooks.list', { actorId: principal.userId, teamId });
    return { data: webhooks.map(v1Webhook), has_more: false, next_cursor: null };
  }

  @Get(':id')
  @RequireScope('read')
  async get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<V1Webhook> {
    return v1Webhook(await this.rpc.call('webhooks.get', { actorId: principal.userId, webhookId: id }));
  }

  @Delete(':id')
  @RequireScope('manage')
  async delete(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<V1Deleted> {
    await this.rpc.call('webhooks.delete', { actorId: principal.userId, webhookId: id });
    return { id, object: 'webhook', deleted: true };
  }

  @Post(':id/rotate_secret')
  @RequireScope('manage')
  @HttpCode(200)
  async rotateSecret(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
    @Req() req: Request,
  ): Promise<V1WebhookWithSecret> {
    const key = idempotencyKey(req);
    const rotated = await this.rpc.call('webhooks.rotate-secret', {
      actorId: principal.userId,
      webhookId: id,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return v1WebhookWithSecret(rotated);
  }
}
