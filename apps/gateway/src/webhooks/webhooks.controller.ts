import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WebhookListQuerySchema,
  type WebhookDeliveryResponse,
  type WebhookResponse,
  type WebhookWithSecretResponse,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, parseInput, RateLimit } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { deliveryResponse, webhookResponse } from './webhook-views';

const webhookId = new ParseUUIDPipe({ exceptionFactory: () => ApiError.notFound('Webhook not found.') });

/**
 * /api/settings/webhooks: the signed-in user's (or API key's) endpoints, and those of the teams they administer
 * (`team_id`). Another user's endpoint, or a team's for anyone but its admins, is a 404. The signing secret is
 * answered by create and rotate_secret only.
 */
@ApiTags('webhooks')
@Controller('api/settings/webhooks')
@UseGuards(SignedInGuard)
@RateLimit({ bucket: 'webhooks', limit: 300, windowMs: 10 * 60_000 })
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      "The user's webhook endpoints, or with ?team_id= a team's (its admins only); never their secrets",
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: unknown,
  ): Promise<{ webhooks: WebhookResponse[] }> {
    const { team_id: teamId } = parseInput(WebhookListQuerySchema, query);
    const { webhooks } = await this.rpc.call('webhooks.list', { actorId: principal.userId, teamId });
    return { webhooks: webhooks.map(webhookResponse) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Register an endpoint (url, events, description, team_id for a team you administer); its secret is in this answer only',
  })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<WebhookWithSecretResponse> {
    const input = parseInput(CreateWebhookBodySchema, body);
    const created = await this.rpc.call('webhooks.create', {
      actorId: principal.userId,
      teamId: input.team_id,
      endpoint: input.url,
      description: input.description,
      eventTypes: input.events,
    });
    return { webhook: webhookResponse(created.webhook), secret: created.secret };
  }

  @Get(':id')
  @ApiOperation({ summary: "One endpoint (404 for anyone but its owner, or a team's admins)" })
  async get(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<{ webhook: WebhookResponse }> {
    return {
      webhook: webhookResponse(
        await this.rpc.call('webhooks.get', { actorId: principal.userId, webhookId: id }),
      ),
    };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change url, description, events, or enabled (false: nothing is delivered)' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
    @Body() body: unknown,
  ): Promise<{ webhook: WebhookResponse }> {
    const input = parseInput(UpdateWebhookBodySchema, body);
    const updated = await this.rpc.call('webhooks.update', {
      actorId: principal.userId,
      webhookId: id,
      endpoint: input.url,
      description: input.description,
      eventTypes: input.events,
      enabled: input.enabled,
    });
    return { webhook: webhookResponse(updated) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an endpoint with its delivery log; queued deliveries stop' })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id', webhookId) id: string): Promise<void> {
    await this.rpc.call('webhooks.delete', { actorId: principal.userId, webhookId: id });
  }

  @Post(':id/rotate_secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Replace the signing secret at once; the new one is in this answer only' })
  async rotateSecret(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<WebhookWithSecretResponse> {
    const rotated = await this.rpc.call('webhooks.rotate-secret', {
      actorId: principal.userId,
      webhookId: id,
    });
    return { webhook: webhookResponse(rotated.webhook), secret: rotated.secret };
  }

  @Post(':id/test')
  @HttpCode(202)
  @RateLimit({ bucket: 'webhooks-test', limit: 30, windowMs: 10 * 60_000 })
  @ApiOperation({ summary: 'Send a signed ping event to the endpoint (delivered and logged like any event)' })
  async test(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<{ event_id: string }> {
    const { eventId } = await this.rpc.call('webhooks.send-test', {
      actorId: principal.userId,
      webhookId: id,
    });
    return { event_id: eventId };
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "The endpoint's 50 newest deliveries, each with its attempts" })
  async deliveries(
    @CurrentPrincipal() principal: Principal,
    @Param('id', webhookId) id: string,
  ): Promise<{ deliveries: WebhookDeliveryResponse[] }> {
    const { deliveries } = await this.rpc.call('webhooks.deliveries', {
      actorId: principal.userId,
      webhookId: id,
    });
    return { deliveries: deliveries.map(deliveryResponse) };
  }
}
