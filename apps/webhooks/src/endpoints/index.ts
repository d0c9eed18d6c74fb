export { EndpointStoreModule } from './endpoint-store.module';
export { EndpointRepository } from './endpoint.repository';
export { WebhookEndpoint } from './entities/webhook-endpoint.entity';
export { EndpointAccess } from './endpoint-access';
export type { EndpointOwner } from './endpoint.repository';
