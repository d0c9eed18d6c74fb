// The internal contract: versioned subjects, events, jobs and request/reply payloads, the message maps,
// and the domain errors services raise. Imported by the services, the platform libraries and the gateway;
// never by a front end (a test over the built bundles checks that no subject reaches a browser).
export * from './messaging/registry';
export * from './messaging/maps';
export * from './errors/service-error';
export * from './errors/domain-error';
export * from './storage/upload-keys';
export * from './shared/api-vocabulary';
export * from './system/messages';
export * from './billing/messages';
export * from './billing/subscription';
export * from './identity/user';
export * from './identity/messages';
export * from './identity/account-types';
export * from './mail/messages';
export * from './teams/messages';
export * from './teams/replies';
export * from './templates/messages';
export * from './templates/replies';
export * from './templates/row-preview';
export * from './generation/messages';
export * from './generation/batch-replies';
export * from './generation/preflight-reply';
export * from './converter/messages';
export * from './admin/owner-rpc';
export * from './admin/messages';
export * from './admin/replies';
export * from './webhooks/messages';
