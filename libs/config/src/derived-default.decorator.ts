/**
 * A default computed from other variables (APP_URL from PORT, for example). class-transformer does not run
 * transforms for absent values, so loadConfig applies these itself after conversion and before validation.
 */
export type DeriveDefault<T> = (config: T) => unknown;

const DERIVED_DEFAULTS = Symbol('deckmill:config-derived-defaults');

type DerivedDefaults = Map<string, DeriveDefault<never>>;

export function DefaultFrom<T>(derive: DeriveDefault<T>): PropertyDecorator {
  return (prototype, property) => {
    if (typeof property !== 'string') throw new TypeError('Configuration variables must have string names');
    const own: DerivedDefaults = Reflect.getOwnMetadata(DERIVED_DEFAULTS, prototype) ?? new Map();
    own.set(property, derive);
    Reflect.defineMetadata(DERIVED_DEFAULTS, own, prototype);
  };
}

/** Fills every unset property that has a derived default, walking base classes first; returns their names. */
export function applyDerivedDefaults<T extends object>(config: T): Set<string> {
  const filled = new Set<string>();
  const chain: object[] = [];
  for (let proto: object | null = Object.getPrototypeOf(config); proto && proto !== Object.prototype;) {
    chain.unshift(proto);
    proto = Object.getPrototypeOf(proto);
  }
  const target = config as Record<string, unknown>;
  for (const proto of chain) {
    const own: Map<string, DeriveDefault<T>> | undefined = Reflect.getOwnMetadata(DERIVED_DEFAULTS, proto);
    own?.forEach((derive, property) => {
      if (target[property] !== undefined) return;
      target[property] = derive(config);
      filled.add(property);
    });
  }
  return filled;
}
