export { Clock } from './clock';
export { WebhookErrors } from './errors';
export { SecretBox } from './secret-box';
export { WebhooksSharedModule } from './shared.module';
