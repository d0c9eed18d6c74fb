export * from './messaging/registry';
export * from './messaging/maps';
export * from './http/errors';
export * from './system/messages';
export * from './billing/plans';
export * from './identity/user';
export * from './identity/messages';
export * from './mail/messages';
