import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { compoundFile } from '@deckmill/testing';
import type { HostileCase } from '../harness/hostile-case';

const NOT_A_DECK = /not a PowerPoint presentation/;

/** What PowerPoint writes for a password-protected deck: an OLE compound file holding EncryptedPackage. */
function encryptedDeck(): Buffer {
  const info = Buffer.alloc(4096);
  info.writeUInt16LE(4, 0);
  info.writeUInt16LE(4, 2);
  info.writeUInt32LE(0x40, 4);
  info.write(
    '<?xml version="1.0"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"/>',
    8,
  );
  return compoundFile([
    { name: 'EncryptionInfo', data: info },
    { name: 'EncryptedPackage', data: randomBytes(8192) },
  ]);
}

/** A PowerPoint 97-2003 file: a compound file with the binary streams of the old format. */
function legacyPpt(): Buffer {
  return compoundFile([
    { name: 'PowerPoint Document', data: randomBytes(8192) },
    { name: 'Current User', data: randomBytes(4096) },
  ]);
}

/** Encrypted and legacy Office files, and things that are no presentation at all. */
export const cases: HostileCase[] = [
  {
    name: 'encrypted (OLE compound file with EncryptedPackage)',
    build: encryptedDeck,
    expect: { status: 422, message: /password-protected/ },
  },
  {
    name: 'legacy .ppt (OLE compound file) named .pptx',
    build: legacyPpt,
    expect: { status: 422, message: /PowerPoint 97-2003/ },
  },
  {
    name: 'legacy .ppt sent as .ppt',
    build: legacyPpt,
    fileName: 'old.ppt',
    expect: { status: 422, message: /PowerPoint 97-2003/ },
  },
  {
    name: 'a Windows executable renamed .pptx',
    build: () =>
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), randomBytes(4096)]),
    expect: { status: 422, message: NOT_A_DECK },
  },
  {
    name: 'a PDF renamed .pptx',
    build: () => Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    expect: { status: 422, message: NOT_A_DECK },
  },
  {
    name: 'a ZIP that holds a Word document',
    build: () =>
      Buffer.from(
        zipSync({
          '[Content_Types].xml': Buffer.from(
            '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          ),
          'word/document.xml': Buffer.from('<w:document/>'),
        }),
      ),
    expect: { status: 422, message: NOT_A_DECK },
  },
];
