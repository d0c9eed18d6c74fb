import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller';

/** Settings → Webhooks: the user's endpoints, their secrets, test events and delivery logs. */
@Module({ controllers: [WebhooksController] })
export class WebhooksGatewayModule {}
