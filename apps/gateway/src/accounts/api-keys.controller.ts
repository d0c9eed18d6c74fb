import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type ApiKeyData } from '@deckmill/bus-contracts';
import { ApiKeyInputSchema, type ApiKeyResponse } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SessionOnlyGuard, SignedInGuard } from '../auth';

function toResponse(key: ApiKeyData, token?: string): ApiKeyResponse {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    ...(token ? { token } : {}),
    scopes: key.scopes,
    created_at: key.createdAt,
    last_used_at: key.lastUsedAt,
  };
}

/** `{ name }` or `{ api_key: { name } }`. */
function keyFields(body: unknown): unknown {
  const wrapped = (body as { api_key?: unknown } | undefined)?.api_key;
  return wrapped ?? body;
}

@ApiTags('api keys')
@Controller('api/settings/api_keys')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class ApiKeysController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The user's API keys (never their tokens)" })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ api_keys: ApiKeyResponse[] }> {
    const { apiKeys } = await this.rpc.call('identity.list-api-keys', { userId: principal.userId });
    return { api_keys: apiKeys.map((key) => toResponse(key)) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an API key; its token is in this answer only' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<{ api_key: ApiKeyResponse }> {
    const input = parseInput(ApiKeyInputSchema, keyFields(body));
    const created = await this.rpc.call('identity.create-api-key', {
      userId: principal.userId,
      name: input.name,
      scopes: input.scopes,
    });
    return { api_key: toResponse(created.apiKey, created.token) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key; it stops working at once' })
  async revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => ApiError.notFound('API key not found.') }))
    id: string,
  ): Promise<void> {
    await this.rpc.call('identity.revoke-api-key', { userId: principal.userId, apiKeyId: id });
  }
}
