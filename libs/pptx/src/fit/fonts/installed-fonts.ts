import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import path from 'node:path';

/** A font file found on this machine, by the names and style its `name` and `OS/2` tables give. */
export interface InstalledFont {
  readonly file: string;
  readonly families: readonly string[];
  readonly bold: boolean;
  readonly italic: boolean;
}

/** The standard font directories of this OS. */
export function standardFontDirs(): string[] {
  const home = homedir();
  switch (platform()) {
    case 'darwin':
      return ['/System/Library/Fonts', '/Library/Fonts', path.join(home, 'Library/Fonts')];
    case 'win32': {
      const windows = process.env['WINDIR'] ?? 'C:\\Windows';
      const local = process.env['LOCALAPPDATA'];
      return [path.join(windows, 'Fonts'), ...(local ? [path.join(local, 'Microsoft/Windows/Fonts')] : [])];
    }
    default:
      return [
        '/usr/share/fonts',
        '/usr/local/share/fonts',
        path.join(home, '.fonts'),
        path.join(home, '.local/share/fonts'),
      ];
  }
}

const FONT_FILE = /\.(ttf|otf)$/i;
const MAX_DEPTH = 6;

function fontFiles(dir: string, depth: number, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && depth < MAX_DEPTH) fontFiles(full, depth + 1, out);
    else if (entry.isFile() && FONT_FILE.test(entry.name)) out.push(full);
  }
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

/** Reads just the table directory, `name` (families 1 and 16) and the style bits: no whole-file parse. */
export function readFontNames(file: string): InstalledFont | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const header = readAt(fd, 0, 12);
    if (header.length < 12) return undefined;
    const numTables = header.readUInt16BE(4);
    const directory = readAt(fd, 12, numTables * 16);
    const tables = new Map<string, { offset: number; length: number }>();
    for (let i = 0; i + 16 <= directory.length; i += 16) {
      tables.set(directory.toString('latin1', i, i + 4), {
        offset: directory.readUInt32BE(i + 8),
        length: directory.readUInt32BE(i + 12),
      });
    }
    const nameTable = tables.get('name');
    if (!nameTable) return undefined;
    const names = readAt(fd, nameTable.offset, Math.min(nameTable.length, 1 << 20));
    const families = new Set<string>();
    const count = names.readUInt16BE(2);
    const strings = names.readUInt16BE(4);
    for (let i = 0; i < count; i += 1) {
      const record = 6 + i * 12;
      if (record + 12 > names.length) break;
      const platformId = names.readUInt16BE(record);
      const nameId = names.readUInt16BE(record + 6);
      if (nameId !== 1 && nameId !== 16) continue;
      const start = strings + names.readUInt16BE(record + 10);
      const bytes = names.subarray(start, start + names.readUInt16BE(record + 8));
      const name =
        platformId === 1 ? bytes.toString('latin1') : Buffer.from(bytes).swap16().toString('utf16le');
      if (name.trim()) families.add(name.trim());
    }
    let bold = false;
    let italic = false;
    const os2 = tables.get('OS/2');
    const head = tables.get('head');
    if (os2) {
      const fsSelection = readAt(fd, os2.offset + 62, 2).readUInt16BE(0);
      italic = (fsSelection & 1) !== 0;
      bold = (fsSelection & (1 << 5)) !== 0;
    } else if (head) {
      const macStyle = readAt(fd, head.offset + 44, 2).readUInt16BE(0);
      bold = (macStyle & 1) !== 0;
      italic = (macStyle & 2) !== 0;
    }
    return families.size ? { file, families: [...families], bold, italic } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The installed fonts by lower-case family name. Scanning takes a moment, so callers keep the result. */
export function indexInstalledFonts(dirs: readonly string[]): Map<string, InstalledFont[]> {
  const files: string[] = [];
  for (const dir of dirs) fontFiles(dir, 0, files);
  const index = new Map<string, InstalledFont[]>();
  for (const file of files) {
    const font = readFontNames(file);
    if (!font) continue;
    for (const family of font.families) {
      const key = family.toLowerCase();
      const list = index.get(key) ?? [];
      list.push(font);
      index.set(key, list);
    }
  }
  return index;
}
