/**
 * Variable groups are TypeScript mixins so one app's configuration class can combine any of them.
 * TypeScript only accepts a mixin base whose constructor takes `...args: any[]`, hence the one `any`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Constructor<T = object> = new (...args: any[]) => T;

/** The empty root every configuration class grows from. */
export class ConfigBase {}
