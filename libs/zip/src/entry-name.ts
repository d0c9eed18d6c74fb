import { ZipError } from './zip-error';

/** Whether a name could escape the folder it is extracted into, by any tool. */
export function isUnsafeEntryName(name: string): boolean {
  return (
    name.length === 0 ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

// A part name is safe when it cannot escape the package root when extracted by any tool.
export function assertSafeEntryName(name: string): void {
  if (isUnsafeEntryName(name)) throw new ZipError('unsafe_path', name);
}
