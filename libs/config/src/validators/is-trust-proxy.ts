import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** What Express's "trust proxy" setting accepts and we support: on/off, a hop count, or trusted addresses. */
export type TrustProxySetting = boolean | number | string[];

const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_SUBNETS.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function isTrustProxySetting(value: unknown): value is TrustProxySetting {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((e) => typeof e === 'string' && isAddressOrSubnet(e))
  );
}

/** "true" / "false", a number of hops, or a comma-separated list. Anything else stays a string and fails. */
export function parseTrustProxy(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim());
}

export function IsTrustProxy(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isTrustProxy',
      validator: {
        validate: (value) => isTrustProxySetting(value),
        defaultMessage: () =>
          'must be true, false, a hop count, or a comma-separated list of IP addresses, CIDR subnets, ' +
          'loopback, linklocal or uniquelocal',
      },
    },
    validationOptions,
  );
}
