import { TemplateError } from '../errors';

// A part name is safe when it cannot escape the package root when extracted by any tool.
export function assertSafeEntryName(name: string): void {
  const unsafe =
    name.length === 0 ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.');
  if (unsafe) {
    throw new TemplateError(
      'unsafe_path',
      'This file contains an entry with an unsafe path, so it cannot be used as a template.',
    );
  }
}
