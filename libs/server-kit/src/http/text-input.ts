import type { HttpErrorBody } from './api-error';

/** C0 controls except tab, line feed and carriage return, DEL, and UTF-16 surrogates that are not paired. */
const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** One-line inputs (query strings, path parameters, form fields) refuse every C0 control. */
const FORBIDDEN_IN_LINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE =
  'contains a control character or an invalid character (such as a NUL byte), which is not allowed';

export type TextKind = 'text' | 'line';

export function hasForbiddenCharacter(value: string, kind: TextKind): boolean {
  return (kind === 'text' ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value);
}

/**
 * The dotted paths of every string in `input` holding a forbidden character. Walks with an explicit stack,
 * so a deeply nested body cannot overflow the call stack; `text` allows tabs and line breaks (multi-line
 * fields such as a contact message), `line` does not.
 */
export function pathsWithForbiddenCharacters(input: unknown, kind: TextKind): string[][] {
  const found: string[][] = [];
  // Each entry links to its parent instead of copying the path, so a deep body costs linear time.
  const pending: Step[] = [{ value: input }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value, kind)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: String(index), parent: step }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, key, parent: step });
    }
  }
  return found.reverse();
}

interface Step {
  value: unknown;
  key?: string;
  parent?: Step;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The API's 422 body for those paths, keyed `prefix.field` like every other validation error. */
export function controlCharacterErrors(paths: readonly string[][], prefix?: string): HttpErrorBody {
  const errors: Record<string, string[]> = {};
  for (const path of paths) {
    const field = path.join('.') || 'base';
    errors[prefix ? `${prefix}.${field}` : field] = [`${humanName(path)} ${CONTROL_CHARACTER_MESSAGE}`];
  }
  return { errors, error: Object.values(errors)[0]?.[0] ?? 'Invalid input' };
}

function humanName(path: readonly string[]): string {
  const last = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? 'The value';
  const words = last.replace(/[_[\]]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
