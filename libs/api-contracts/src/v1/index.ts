// API v1 (/api/v1): the public automation API's request and answer schemas; the OpenAPI document is made from them.
export * from './errors';
export * from './batches';
export * from './share-links';
export * from './templates';
export * from './webhooks';
export * from './usage';
export * from './datasets';
export * from './mcp-headers';
