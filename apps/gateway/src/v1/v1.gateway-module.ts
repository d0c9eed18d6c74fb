import { Module } from '@nestjs/common';
import { SignedInGuard } from '../auth';
import { ActivityGatewayModule } from '../activity';
import { ApiKeyOnlyGuard } from './api-key-only.guard';
import { V1BatchesController } from './batches/batches.controller';
import { V1ShareLinksController } from './batches/share-links.controller';
import { V1DatasetsController } from './datasets/datasets.controller';
import { McpToolCallInterceptor } from './mcp/mcp-tool-call.interceptor';
import { McpToolCalls } from './mcp/mcp-tool-calls';
import { V1NotFoundController } from './v1-not-found.controller';
import { V1OpenApiController } from './openapi/v1-openapi.controller';
import { V1TemplatesController } from './templates/templates.controller';
import { V1RateLimitGuard } from './v1-rate-limit.guard';
import { V1UsageController } from './usage/usage.controller';
import { V1WebhooksController } from './webhooks/webhooks.controller';

/** API v1 (/api/v1): the versioned automation API, API keys only (docs/api-v1.md). */
@Module({
  imports: [ActivityGatewayModule],
  // The catch-all last: Express tries routes in the order they were registered.
  controllers: [
    V1BatchesController,
    V1ShareLinksController,
    V1DatasetsController,
    V1TemplatesController,
    V1WebhooksController,
    V1UsageController,
    V1OpenApiController,
    V1NotFoundController,
  ],
  providers: [SignedInGuard, ApiKeyOnlyGuard, V1RateLimitGuard, McpToolCalls, McpToolCallInterceptor],
})
export class V1GatewayModule {}
