// The public HTTP API: request and answer schemas, DTO types, paths, the error body, and the domain
// vocabulary the browser shows (plans, tiers, roles, locales, template structure). Imported by the gateway
// and the front ends; never by a service. Nothing internal (subjects, bus payloads) may appear here.
export * from './http/errors';
export * from './http/name-search';
export * from './billing/plans';
export * from './billing/periods';
export * from './billing/http';
export * from './identity/tiers';
export * from './identity/http';
export * from './teams/roles';
export * from './teams/http';
export * from './teams/sso';
export * from './templates/structure';
export * from './templates/http';
export * from './templates/row-preview';
export * from './generation/data-options';
export * from './generation/http';
export * from './generation/mappings';
export * from './generation/datasets';
export * from './generation/dataset-form';
export * from './generation/bulk-create-form';
export * from './generation/preflight';
export * from './generation/share-links';
export * from './generation/share-analytics';
export * from './admin/http';
export * from './admin/stuck-batches-http';
export * from './admin/public-http';
export * from './audit/http';
export * from './v1';
export * from './webhooks/http';
