export { WebhooksModule } from './webhooks.module';
export { WEBHOOKS_OPTIONS, type WebhooksOptions } from './webhooks.options';
export { webhooksDatabase } from './webhooks.database';
