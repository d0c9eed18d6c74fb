import {
  applyDecorators,
  Controller,
  SetMetadata,
  UseFilters,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ApiKeyOnlyGuard } from './api-key-only.guard';
import { McpToolCallInterceptor } from './mcp/mcp-tool-call.interceptor';
import { V1_AREA } from './v1-area';
import { V1ExceptionFilter } from './v1-exception.filter';
import { V1RateLimitGuard } from './v1-rate-limit.guard';

/**
 * A controller of `/api/v1/<path>`: rate limited with headers on every answer, API keys only, v1 error
 * bodies, each MCP tool call recorded in the audit trail. Left out of /api/openapi.json: v1 has its own
 * document (/api/v1/openapi.json).
 */
export function V1Controller(path: string): ClassDecorator {
  return applyDecorators(
    Controller(path ? `api/v1/${path}` : 'api/v1'),
    SetMetadata(V1_AREA, true),
    UseGuards(V1RateLimitGuard, ApiKeyOnlyGuard),
    UseFilters(V1ExceptionFilter),
    UseInterceptors(McpToolCallInterceptor),
    ApiExcludeController(),
  );
}

/**
 * POST /api/v1/batches carries its rows as JSON: as large as a data file may be (20 MB), with room to spare.
 * The route reads that body itself after its guards (a valid key with the scope), never before; so do its
 * preflight and the MCP endpoint, whose tool calls carry the same rows.
 */
export const V1_ROWS_JSON_LIMIT = '21mb';
export const V1_OWN_JSON_BODY_ROUTES = ['/api/v1/batches', '/api/v1/batches/preflight', '/api/mcp'];
