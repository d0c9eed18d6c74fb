import { join } from 'node:path';

// S3 lets "a" and "a/b" both be objects; a file system cannot have a file and a directory of the same name.
// Each key segment is percent-encoded (which never leaves a "~"), directories keep the encoded name, and an
// object's data and metadata files get the "~obj" and "~meta" suffixes, so no two keys share a path.

const DATA_SUFFIX = '~obj';
const META_SUFFIX = '~meta';

export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/~/g, '%7E');
}

export function decodeSegment(name: string): string {
  return decodeURIComponent(name);
}

export interface ObjectFiles {
  data: string;
  meta: string;
}

export function objectFiles(objectsDir: string, key: string): ObjectFiles {
  const path = join(objectsDir, ...key.split('/').map(encodeSegment));
  return { data: `${path}${DATA_SUFFIX}`, meta: `${path}${META_SUFFIX}` };
}

/** The key segment a directory entry stands for, and whether it is an object's data file. */
export function readEntryName(name: string): { segment: string; isData: boolean } | null {
  if (name.endsWith(DATA_SUFFIX))
    return { segment: decodeSegment(name.slice(0, -DATA_SUFFIX.length)), isData: true };
  if (name.endsWith(META_SUFFIX)) return null;
  return { segment: decodeSegment(name), isData: false };
}
