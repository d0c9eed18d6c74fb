import { readFileSync } from 'node:fs';
import path from 'node:path';

let list: ReadonlySet<string> | undefined;

/**
 * The most common passwords of at least 8 characters (17,950 of them, lower-cased), from the MIT-licensed
 * `@zxcvbn-ts/language-common` list; see docs/accounts.md. Loaded once, on first use.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(path.join(__dirname, 'data', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return list.has(password.toLowerCase());
}
