import type { BinaryFormat } from './targets';

export interface BinaryKind {
  readonly format: BinaryFormat;
  readonly arch: 'x64' | 'arm64' | 'other';
}

/** Reads an executable's or addon's header: which format and CPU it is for (ELF, Mach-O, PE). */
export function binaryKind(bytes: Buffer): BinaryKind | undefined {
  if (bytes.length >= 20 && bytes.readUInt32BE(0) === 0x7f454c46) {
    const machine = bytes.readUInt16LE(18);
    return { format: 'elf', arch: machine === 62 ? 'x64' : machine === 183 ? 'arm64' : 'other' };
  }
  if (bytes.length >= 8 && bytes.readUInt32LE(0) === 0xfeedfacf) {
    const cpu = bytes.readUInt32LE(4);
    return { format: 'macho', arch: cpu === 0x01000007 ? 'x64' : cpu === 0x0100000c ? 'arm64' : 'other' };
  }
  if (bytes.length >= 64 && bytes.toString('latin1', 0, 2) === 'MZ') {
    const pe = bytes.readUInt32LE(60);
    if (bytes.length < pe + 6 || bytes.toString('latin1', pe, pe + 4) !== 'PE\0\0') return undefined;
    const machine = bytes.readUInt16LE(pe + 4);
    return { format: 'pe', arch: machine === 0x8664 ? 'x64' : machine === 0xaa64 ? 'arm64' : 'other' };
  }
  return undefined;
}

export function describeKind(kind: BinaryKind | undefined): string {
  return kind ? `${kind.format}-${kind.arch}` : 'unknown';
}
