import { imagesUploadKey } from '@deckmill/bus-contracts';
import { imagesArchiveFile, looksLikeZip, NOT_A_ZIP_MESSAGE } from './images-archive';

describe('looksLikeZip', () => {
  it('accepts a local file header and an empty archive', () => {
    expect(looksLikeZip(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe(true);
    expect(looksLikeZip(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
  });

  it('refuses other files and files too short to tell', () => {
    expect(looksLikeZip(Buffer.from('%PDF', 'latin1'))).toBe(false);
    expect(looksLikeZip(Buffer.from('PK', 'latin1'))).toBe(false);
    expect(looksLikeZip(Buffer.alloc(0))).toBe(false);
  });
});

describe('imagesArchiveFile', () => {
  it('stores under a fresh images upload key and says why a non-ZIP is refused', () => {
    const spec = imagesArchiveFile('presentation[images_file]', 'images_file');
    const key = spec.objectKey('pictures.zip');
    expect(key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.zip$/);
    expect(key).toBe(imagesUploadKey(key.slice('uploads/images/'.length, -'.zip'.length)));
    expect(spec.checkHead?.(Buffer.from('GIF8', 'latin1'))).toBe(NOT_A_ZIP_MESSAGE);
    expect(spec.checkHead?.(Buffer.from('PK\x03\x04', 'latin1'))).toBeUndefined();
  });
});
