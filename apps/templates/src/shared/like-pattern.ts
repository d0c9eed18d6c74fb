/** A LIKE pattern for the text anywhere, its wildcards escaped so a search for `50%` matches the text itself. */
export function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
