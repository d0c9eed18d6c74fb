// The API keys domain's public API for the other identity modules.
export { ApiKeyStore } from './api-key-store';
export { ApiKeyStoreModule } from './api-key-store.module';
export { ApiKey } from './entities/api-key.entity';
