import { Module } from '@nestjs/common';
import { SignedInGuard } from '../../auth';
import { ApiKeyOnlyGuard } from '../api-key-only.guard';
import { V1RateLimitGuard } from '../v1-rate-limit.guard';
import { McpController } from './mcp.controller';

/** The MCP endpoint (`/api/mcp`) over API v1. */
@Module({
  controllers: [McpController],
  providers: [SignedInGuard, ApiKeyOnlyGuard, V1RateLimitGuard],
})
export class McpGatewayModule {}
