import { cleanEmf, isEmf } from './emf-references';

function record(type: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(type, 0);
  head.writeUInt32LE(8 + payload.length, 4);
  return Buffer.concat([head, payload]);
}

function emf(...records: Buffer[]): Buffer {
  const header = Buffer.alloc(80);
  header.writeUInt32LE(1, 0);
  header.writeUInt32LE(80, 4);
  header.writeUInt32LE(0x464d4520, 40);
  return Buffer.concat([header, ...records, record(14, Buffer.alloc(12))]);
}

describe('cleanEmf', () => {
  it('turns a colour profile record naming a UNC path into an empty comment of the same size', () => {
    const path = Buffer.from('\\\\attacker\\share\\p.icc\0\0', 'utf16le');
    const profile = Buffer.concat([Buffer.alloc(12), path]);
    const original = emf(record(113, profile));
    expect(isEmf(original)).toBe(true);
    const cleaned = cleanEmf(original);
    expect(cleaned).not.toBeNull();
    const bytes = Buffer.from(cleaned ?? []);
    expect(bytes.length).toBe(original.length);
    expect(bytes.readUInt32LE(80)).toBe(70);
    expect(bytes.readUInt32LE(88)).toBe(profile.length - 4);
    expect(bytes.includes(Buffer.from('attacker', 'utf16le'))).toBe(false);
  });

  it('answers null for a metafile that names no file', () => {
    expect(cleanEmf(emf(record(27, Buffer.alloc(8))))).toBeNull();
  });

  it('does not take a PNG for a metafile', () => {
    expect(isEmf(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe(false);
  });
});
