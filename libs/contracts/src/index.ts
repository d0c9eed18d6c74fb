export * from './messaging/registry';
export * from './messaging/maps';
export * from './http/errors';
export * from './system/messages';
export * from './billing/plans';
