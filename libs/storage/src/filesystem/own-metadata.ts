/**
 * The content types an object's key says by its extension. An object stored with the one its key says needs no
 * `~meta` file (DMKENC02: see encryption/object-cipher-format.ts); any other is stored with one.
 * Part of the file format: files on disk are read with this table, so entries are only ever added.
 */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  zip: 'application/zip',
  csv: 'text/csv',
  json: 'application/json',
  png: 'image/png',
  // A pack of decks (pack-slices.ts): read only by range, through its slices' keys.
  pack: 'application/octet-stream',
};

export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || key.indexOf('/', dot) >= 0) return undefined;
  return BY_EXTENSION[key.slice(dot + 1).toLowerCase()];
}
