// A typed client of Deckmill API v1 (docs/api-v1.md) for Node 20+ and browsers: fetch, FormData, Blob.
export {
  DeckmillClient,
  type BatchOptions,
  type CreateBatchFromFile,
  type CreateWebhook,
  type DatasetOptions,
  type DeckmillClientOptions,
  type PageQuery,
  type WaitOptions,
} from './client';
export { DeckmillApiError } from './errors';
export { V1_CLIENT_OPERATIONS, type V1OperationId } from './operations';
