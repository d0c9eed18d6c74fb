import { describe, expect, it } from 'vitest';
import { storedZip } from '../../../../testing/storedZip';
import { archivePath, readZipFileNames } from './zipDirectory';

const asBlob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes], { type: 'application/zip' });

describe('readZipFileNames', () => {
  it('lists the files, folders included in their names, and leaves the folder entries out', async () => {
    const zip = storedZip({ 'acme.png': 'png', 'logos/': '', 'logos/beta.png': 'png', 'Ünïcode.jpg': 'jpg' });
    const listing = await readZipFileNames(asBlob(zip));
    expect(listing).toEqual({ kind: 'names', names: new Set(['acme.png', 'logos/beta.png', 'Ünïcode.jpg']) });
  });

  it('finds the end record behind an archive comment', async () => {
    const listing = await readZipFileNames(
      asBlob(storedZip({ 'a.png': 'x' }, { comment: 'made by a test '.repeat(50) })),
    );
    expect(listing).toEqual({ kind: 'names', names: new Set(['a.png']) });
  });

  it('reads an empty archive as no names', async () => {
    expect(await readZipFileNames(asBlob(storedZip({})))).toEqual({ kind: 'names', names: new Set() });
  });

  it('calls a file without an end record, or with a broken directory, not a ZIP', async () => {
    expect(await readZipFileNames(new Blob(['name,logo\nAcme,acme.png\n']))).toEqual({ kind: 'not-zip' });
    const broken = storedZip({ 'a.png': 'x' });
    const directoryStart = 30 + 'a.png'.length + 1;
    broken[directoryStart] = 0; // the entry's signature
    expect(await readZipFileNames(asBlob(broken))).toEqual({ kind: 'not-zip' });
  });

  it('reads the names of a ZIP64 archive from its ZIP64 records', async () => {
    const zip = storedZip({ 'a.png': 'x', 'logos/': '', 'logos/b.png': 'y' }, { zip64: true });
    const listing = await readZipFileNames(asBlob(zip));
    expect(listing).toEqual({ kind: 'names', names: new Set(['a.png', 'logos/b.png']) });
  });

  it('leaves an end record that points at ZIP64 records it lacks unknown rather than refusing it', async () => {
    const zip = storedZip({ 'a.png': 'x' });
    const end = new DataView(zip.buffer, zip.length - 22);
    end.setUint32(16, 0xffffffff, true);
    expect(await readZipFileNames(asBlob(zip))).toEqual({ kind: 'unknown' });
  });

  it('leaves an archive the server would refuse (an unsafe name) unknown: the server says why', async () => {
    const zip = storedZip({ '../a.png': 'x' });
    expect(await readZipFileNames(asBlob(zip))).toEqual({ kind: 'unknown' });
  });
});

describe('archivePath', () => {
  it('writes a row value as a path inside the archive', () => {
    expect(archivePath(' ./logos\\acme.png ')).toBe('logos/acme.png');
    expect(archivePath('/acme.png')).toBe('acme.png');
  });
});
