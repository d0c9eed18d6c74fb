import { crc32, deflateRawSync } from 'node:zlib';

// A ZIP writer with the habits of the programs that write decks, so the corpus's templates differ in how
// they are packed as well as in what they hold: the level (or stored), data descriptors after each entry
// (streaming writers: Java's ZipOutputStream, .NET's System.IO.Packaging), extra fields (Info-ZIP's
// timestamps, zipalign's padding) and the order of the parts.

export interface ZipHabits {
  /** 0: stored; else zlib's level. */
  readonly level: 0 | 1 | 6 | 9;
  readonly dataDescriptors: boolean;
  readonly extra: 'none' | 'timestamp' | 'padding';
  readonly order: 'as-given' | 'content-types-last' | 'reversed' | 'shuffled';
}

export type Parts = Record<string, Uint8Array>;

const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
/** 2026-01-02 03:04:06 as MS-DOS time and date. */
const DOS_TIME = (3 << 11) | (4 << 5) | 3;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 2;

function writer(size: number) {
  const buffer = Buffer.alloc(size);
  let at = 0;
  return {
    u16(value: number) {
      at = buffer.writeUInt16LE(value & 0xffff, at);
    },
    u32(value: number) {
      at = buffer.writeUInt32LE(value >>> 0, at);
    },
    bytes(value: Uint8Array) {
      buffer.set(value, at);
      at += value.byteLength;
    },
    buffer,
  };
}

/** Info-ZIP's extended timestamp ("UT"), modification time only. */
function timestampExtra(): Buffer {
  const extra = writer(9);
  extra.u16(0x5455);
  extra.u16(5);
  extra.bytes(Buffer.from([1]));
  extra.u32(1_767_323_046);
  return extra.buffer;
}

/** zipalign's padding field (0xd935): pads the local header so the data starts on a 4-byte boundary. */
function paddingExtra(dataStartWithoutExtra: number): Buffer {
  const pad = (4 - ((dataStartWithoutExtra + 6) % 4)) % 4;
  const extra = writer(6 + pad);
  extra.u16(0xd935);
  extra.u16(2 + pad);
  extra.u16(4);
  return extra.buffer;
}

function ordered(names: string[], order: ZipHabits['order'], random: () => number): string[] {
  if (order === 'reversed') return [...names].reverse();
  if (order === 'content-types-last') {
    return [...names.filter((name) => name !== '[Content_Types].xml'), '[Content_Types].xml'];
  }
  if (order === 'shuffled') {
    const shuffled = [...names];
    for (let index = shuffled.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
    }
    return shuffled;
  }
  return names;
}

/** The parts as one archive packed with these habits. */
export function packZip(parts: Parts, habits: ZipHabits, random: () => number): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of ordered(Object.keys(parts), habits.order, random)) {
    const raw = parts[name];
    // Pictures are stored, as every writer leaves them: deflating a PNG gains nothing.
    const stored = habits.level === 0 || /\.(png|jpe?g|gif)$/i.test(name);
    const data = stored ? Buffer.from(raw) : deflateRawSync(raw, { level: habits.level });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const flags = (habits.dataDescriptors ? FLAG_DATA_DESCRIPTOR : 0) | FLAG_UTF8;
    const extra =
      habits.extra === 'timestamp'
        ? timestampExtra()
        : habits.extra === 'padding'
          ? paddingExtra(offset + 30 + nameBytes.byteLength)
          : Buffer.alloc(0);
    const local = writer(30 + nameBytes.byteLength + extra.byteLength);
    local.u32(0x04034b50);
    local.u16(20);
    local.u16(flags);
    local.u16(stored ? 0 : 8);
    local.u16(DOS_TIME);
    local.u16(DOS_DATE);
    // A streaming writer knows the CRC and sizes only after the data: zeros here, the descriptor after.
    local.u32(habits.dataDescriptors ? 0 : crc);
    local.u32(habits.dataDescriptors ? 0 : data.byteLength);
    local.u32(habits.dataDescriptors ? 0 : raw.byteLength);
    local.u16(nameBytes.byteLength);
    local.u16(extra.byteLength);
    local.bytes(nameBytes);
    local.bytes(extra);
    const pieces = [local.buffer, data];
    if (habits.dataDescriptors) {
      const descriptor = writer(16);
      descriptor.u32(0x08074b50);
      descriptor.u32(crc);
      descriptor.u32(data.byteLength);
      descriptor.u32(raw.byteLength);
      pieces.push(descriptor.buffer);
    }
    // The central record repeats a timestamp, not zipalign's padding.
    const centralExtra = habits.extra === 'timestamp' ? extra : Buffer.alloc(0);
    const central = writer(46 + nameBytes.byteLength + centralExtra.byteLength);
    central.u32(0x02014b50);
    central.u16(habits.extra === 'timestamp' ? 0x031e : 20);
    central.u16(20);
    central.u16(flags);
    central.u16(stored ? 0 : 8);
    central.u16(DOS_TIME);
    central.u16(DOS_DATE);
    central.u32(crc);
    central.u32(data.byteLength);
    central.u32(raw.byteLength);
    central.u16(nameBytes.byteLength);
    central.u16(centralExtra.byteLength);
    central.u16(0);
    central.u16(0);
    central.u16(0);
    central.u32(habits.extra === 'timestamp' ? 0o100644 << 16 : 0);
    central.u32(offset);
    central.bytes(nameBytes);
    central.bytes(centralExtra);
    centrals.push(central.buffer);
    for (const piece of pieces) {
      locals.push(piece);
      offset += piece.byteLength;
    }
  }
  const directory = Buffer.concat(centrals);
  const end = writer(22);
  end.u32(0x06054b50);
  end.u16(0);
  end.u16(0);
  end.u16(centrals.length);
  end.u16(centrals.length);
  end.u32(directory.byteLength);
  end.u32(offset);
  end.u16(0);
  return Buffer.concat([...locals, directory, end.buffer]);
}
