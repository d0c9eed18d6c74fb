import { TemplateError } from '../errors';

const COMPOUND_FILE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Name of the stream that holds an encrypted OOXML package inside a compound file, in UTF-16LE.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * A password-protected .pptx is not a ZIP but an OLE compound file holding "EncryptedPackage";
 * any other compound file is a legacy binary .ppt.
 */
export function assertNotCompoundFile(bytes: Uint8Array): void {
  if (!startsWith(bytes, COMPOUND_FILE_MAGIC)) return;
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE)) {
    throw new TemplateError(
      'encrypted',
      'This presentation is password-protected. Remove the password and upload it again.',
    );
  }
  throw new TemplateError(
    'not_a_presentation',
    'This is an old PowerPoint 97-2003 file (.ppt). Save it as a PowerPoint Presentation (.pptx) and upload that.',
  );
}
