import { Transform } from 'class-transformer';

// Environment values are strings. These converters turn well-formed strings into typed values and leave
// anything else untouched, so the validator reports the original text as the bad value.

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export function parseBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

export function parseInteger(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return value;
  return Number(value);
}

export function ToBoolean(): PropertyDecorator {
  return Transform(({ value }) => parseBoolean(value));
}

export function ToInteger(): PropertyDecorator {
  return Transform(({ value }) => parseInteger(value));
}
