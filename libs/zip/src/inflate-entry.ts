import { crc32, inflateRawSync } from 'node:zlib';
import { TemplateError } from '../errors';
import type { ZipEntry } from './zip-entry';
import { METHOD_STORED } from './zip-format';

function damaged(name: string): TemplateError {
  return new TemplateError('corrupt', `This file is damaged and cannot be read (part ${name}).`);
}

/**
 * Inflates one entry, never producing more than its declared size (a lying header cannot bomb memory),
 * and checks the result against the declared size and CRC.
 */
export function inflateEntry(entry: ZipEntry): Uint8Array {
  let data: Uint8Array;
  if (entry.method === METHOD_STORED) {
    data = entry.compressed;
  } else {
    try {
      data = inflateRawSync(entry.compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch {
      throw damaged(entry.name);
    }
  }
  if (data.byteLength !== entry.uncompressedSize || crc32(data) !== entry.crc32) throw damaged(entry.name);
  return data;
}
