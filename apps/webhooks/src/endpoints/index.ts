export { EndpointStoreModule } from './endpoint-store.module';
export { EndpointRepository } from './endpoint.repository';
export { WebhookEndpoint } from './entities/webhook-endpoint.entity';
