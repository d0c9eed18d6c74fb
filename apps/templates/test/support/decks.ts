import { FIXTURE_DECKS_DIR } from '@deckmill/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { compoundFile } from '@deckmill/testing';

const FIXTURES = FIXTURE_DECKS_DIR;

/** A real PowerPoint deck with {{replace}}, {{by}} and {{replacement}} in its first slide. */
export const PLACEHOLDER_DECK = 'automizer-TextReplace.pptx';

export function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

function rezip(name: string, change: (entries: Record<string, Uint8Array>) => void): Buffer {
  const entries = unzipSync(fixture(name));
  change(entries);
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/** A real deck carrying 40 MB of zeros that deflate to a few kilobytes (ratio far above 100:1). */
export function zipBomb(): Buffer {
  return rezip(PLACEHOLDER_DECK, (entries) => {
    entries['ppt/media/padding.bin'] = new Uint8Array(40 * 1024 * 1024);
  });
}

/** A Windows executable renamed to .pptx. */
export function renamedExe(): Buffer {
  const header = Buffer.alloc(128);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  return Buffer.concat([header, Buffer.from('PE\0\0', 'latin1'), randomBytes(4096)]);
}

/** A real deck whose presentation part declares an entity (XXE / billion laughs). */
export function doctypeDeck(): Buffer {
  return rezip(PLACEHOLDER_DECK, (entries) => {
    const part = entries['ppt/presentation.xml'];
    if (!part) throw new Error('fixture without ppt/presentation.xml');
    const xml = strFromU8(part).replace(
      /^(<\?xml[^>]*\?>)/,
      '$1<!DOCTYPE p:presentation [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    entries['ppt/presentation.xml'] = strToU8(xml);
  });
}

/** What PowerPoint writes for a password-protected deck: an OLE compound file, not a ZIP. */
export function encryptedDeck(): Buffer {
  const info = Buffer.alloc(4096);
  // Agile encryption: version 4.4, flags 0x40, then the XML descriptor.
  info.writeUInt16LE(4, 0);
  info.writeUInt16LE(4, 2);
  info.writeUInt32LE(0x40, 4);
  info.write(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512"/></encryption>',
    8,
    'utf8',
  );
  const packageBytes = Buffer.concat([Buffer.alloc(8), randomBytes(8184)]);
  packageBytes.writeUInt32LE(37_141, 0);
  return compoundFile([
    { name: 'EncryptionInfo', data: info },
    { name: 'EncryptedPackage', data: packageBytes },
  ]);
}
