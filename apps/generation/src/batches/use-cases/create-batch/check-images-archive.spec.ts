import { Readable } from 'node:stream';
import { zipSync } from 'fflate';
import { DomainException } from '@deckmill/messaging';
import { buildZip } from '@deckmill/zip/testing';
import { tempObjectStorage, type TempObjectStorage } from '../../../testing/temp-object-storage';
import { checkImagesArchive, UNREADABLE_ARCHIVE_MESSAGE } from './check-images-archive';

describe('checkImagesArchive', () => {
  let temp: TempObjectStorage;

  beforeAll(async () => {
    temp = await tempObjectStorage('images-archive-');
  });

  afterAll(() => temp.remove());

  async function put(key: string, bytes: Uint8Array): Promise<string> {
    await temp.storage.putStream(key, Readable.from([Buffer.from(bytes)]), {
      contentType: 'application/zip',
    });
    return key;
  }

  async function refusal(key: string): Promise<unknown> {
    const error = await checkImagesArchive(temp.storage, key).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainException);
    return (error as DomainException).domainError;
  }

  it('accepts a ZIP with files and an empty ZIP', async () => {
    const full = zipSync({ 'logo.png': new Uint8Array([1, 2, 3]), 'a/b.jpg': new Uint8Array(5000) });
    await expect(checkImagesArchive(temp.storage, await put('full.zip', full))).resolves.toBeUndefined();
    await expect(
      checkImagesArchive(temp.storage, await put('empty.zip', zipSync({}))),
    ).resolves.toBeUndefined();
  });

  it('refuses a file that only starts like a ZIP, on imagesFile', async () => {
    const cut = zipSync({ 'logo.png': new Uint8Array(2000) }, { level: 0 }).subarray(0, 1500);
    expect(await refusal(await put('cut.zip', cut))).toMatchObject({
      code: 'invalid_images_file',
      message: UNREADABLE_ARCHIVE_MESSAGE,
    });
  });

  it('refuses an archive whose directory offset points at something else', async () => {
    const zip = Buffer.from(zipSync({ 'logo.png': new Uint8Array(100) }));
    // The EOCD record's central directory offset (16 bytes into it) moved to the first byte.
    zip.writeUInt32LE(0, zip.length - 22 + 16);
    expect(await refusal(await put('moved.zip', zip))).toMatchObject({
      code: 'invalid_images_file',
      message: UNREADABLE_ARCHIVE_MESSAGE,
    });
  });

  it('accepts a ZIP64 archive, its directory found through its ZIP64 records', async () => {
    const zip = buildZip([{ name: 'logo.png', data: new Uint8Array(100) }], { zip64: true });
    await expect(checkImagesArchive(temp.storage, await put('zip64.zip', zip))).resolves.toBeUndefined();
  });

  it('says which entry is damaged in the images archive’s own words', async () => {
    const zip = buildZip([{ name: 'logo.png', data: new Uint8Array(100), deflate: false }]);
    const directory = zip.readUInt32LE(zip.length - 22 + 16);
    // The entry's local header offset (42 bytes into its central record) moved onto the directory.
    zip.writeUInt32LE(directory, directory + 42);
    expect(await refusal(await put('entry.zip', zip))).toMatchObject({
      code: 'invalid_images_file',
      message: 'The images archive is damaged and cannot be read (an entry is out of range).',
    });
  });

  it('refuses a missing archive', async () => {
    expect(await refusal('gone.zip')).toMatchObject({ code: 'invalid_images_file' });
  });
});
