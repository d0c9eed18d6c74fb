import { Expose } from 'class-transformer';

/** What the documentation and error messages need to know about one environment variable. */
export interface VariableOptions {
  description: string;
  /** Secrets are never echoed back, not even in validation errors. */
  sensitive?: boolean;
}

export interface VariableDescriptor extends VariableOptions {
  name: string;
  sensitive: boolean;
}

const VARIABLES = Symbol('deckmill:config-variables');

type VariableRegistry = Map<string, VariableDescriptor>;

function ownRegistry(prototype: object): VariableRegistry {
  const existing: VariableRegistry | undefined = Reflect.getOwnMetadata(VARIABLES, prototype);
  if (existing) return existing;
  const created: VariableRegistry = new Map();
  Reflect.defineMetadata(VARIABLES, created, prototype);
  return created;
}

/**
 * Declares a property as an environment variable. Only declared properties are read from the environment, so
 * unrelated variables (PATH, HOME, ...) never leak into a configuration object.
 */
export function Variable(options: VariableOptions): PropertyDecorator {
  const expose = Expose();
  return (prototype, property) => {
    if (typeof property !== 'string') throw new TypeError('Configuration variables must have string names');
    expose(prototype, property);
    ownRegistry(prototype).set(property, {
      ...options,
      name: property,
      sensitive: options.sensitive ?? false,
    });
  };
}

/** Every variable a configuration class reads, base groups first. */
export function describeVariables(configClass: abstract new () => object): VariableDescriptor[] {
  const chain: object[] = [];
  for (let proto: object | null = configClass.prototype; proto && proto !== Object.prototype;) {
    chain.unshift(proto);
    proto = Object.getPrototypeOf(proto);
  }
  const byName = new Map<string, VariableDescriptor>();
  for (const proto of chain) {
    const registry: VariableRegistry | undefined = Reflect.getOwnMetadata(VARIABLES, proto);
    registry?.forEach((descriptor, name) => byName.set(name, descriptor));
  }
  return [...byName.values()];
}
