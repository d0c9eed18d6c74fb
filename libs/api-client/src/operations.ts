/**
 * Method and path of every API v1 operation, by its operationId in the OpenAPI document
 * (docs/api-v1.openapi.json); operations.spec.ts fails while this table and the document differ.
 */
export const V1_CLIENT_OPERATIONS = {
  createBatch: { method: 'POST', path: '/api/v1/batches' },
  preflightBatch: { method: 'POST', path: '/api/v1/batches/preflight' },
  runBatchAgain: { method: 'POST', path: '/api/v1/batches/{id}/runs' },
  listBatches: { method: 'GET', path: '/api/v1/batches' },
  getBatch: { method: 'GET', path: '/api/v1/batches/{id}' },
  listBatchLinks: { method: 'GET', path: '/api/v1/batches/{id}/links' },
  listLinkViews: { method: 'GET', path: '/api/v1/batches/{id}/links/{link_id}/views' },
  cancelBatch: { method: 'POST', path: '/api/v1/batches/{id}/cancel' },
  deleteBatchDecks: { method: 'DELETE', path: '/api/v1/batches/{id}/decks' },
  deleteBatch: { method: 'DELETE', path: '/api/v1/batches/{id}' },
  downloadBatch: { method: 'GET', path: '/api/v1/batches/{id}/download' },
  downloadBatchRow: { method: 'GET', path: '/api/v1/batches/{id}/rows/{row}/download' },
  downloadBatchRowPdf: { method: 'GET', path: '/api/v1/batches/{id}/rows/{row}/pdf' },
  createDataset: { method: 'POST', path: '/api/v1/datasets' },
  getDataset: { method: 'GET', path: '/api/v1/datasets/{id}' },
  deleteDataset: { method: 'DELETE', path: '/api/v1/datasets/{id}' },
  createTemplate: { method: 'POST', path: '/api/v1/templates' },
  listTemplates: { method: 'GET', path: '/api/v1/templates' },
  getTemplate: { method: 'GET', path: '/api/v1/templates/{id}' },
  previewTemplateRow: { method: 'POST', path: '/api/v1/templates/{id}/preview' },
  deleteTemplate: { method: 'DELETE', path: '/api/v1/templates/{id}' },
  createWebhook: { method: 'POST', path: '/api/v1/webhooks' },
  listWebhooks: { method: 'GET', path: '/api/v1/webhooks' },
  getWebhook: { method: 'GET', path: '/api/v1/webhooks/{id}' },
  deleteWebhook: { method: 'DELETE', path: '/api/v1/webhooks/{id}' },
  rotateWebhookSecret: { method: 'POST', path: '/api/v1/webhooks/{id}/rotate_secret' },
  getUsage: { method: 'GET', path: '/api/v1/usage' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string }>;

export type V1OperationId = keyof typeof V1_CLIENT_OPERATIONS;
