import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_FILE, fileOf, type FileKind, readLocalFile, TEMPLATE_FILE } from './file-input';
import { ToolInputError } from './tool-result';

const SMALL: FileKind = { extensions: ['.csv'], maxBytes: 8 };

describe('a file handed to a tool', () => {
  let dir: string;
  const at = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mcp-file-input-'));
    await writeFile(at('offer.pptx'), 'PK deck');
    await writeFile(at('rows.csv'), 'a,b\n1,2\n');
    await writeFile(at('big.csv'), 'a,b\n1,2\n3,4\n');
    await writeFile(at('notes.txt'), 'secret');
    await symlink(at('offer.pptx'), at('link.pptx'));
    await mkdir(at('folder.pptx'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'read',
      (error: unknown) => (error instanceof ToolInputError ? error.message : `unexpected ${String(error)}`),
    );

  it('reads a regular file of the kind by path, named after it', async () => {
    const { blob, fileName } = await fileOf({ path: at('offer.pptx') }, true, TEMPLATE_FILE);
    expect([fileName, await blob.text()]).toEqual(['offer.pptx', 'PK deck']);
    expect(Buffer.from(await readLocalFile(at('rows.csv'), DATA_FILE)).toString()).toBe('a,b\n1,2\n');
  });

  it('refuses another extension, a link, a folder and a file past the limit, before reading', async () => {
    expect(await refusal(readLocalFile(at('notes.txt'), DATA_FILE))).toMatch(/not a \.csv, .*\.ods file/);
    expect(await refusal(readLocalFile(at('rows.csv'), TEMPLATE_FILE))).toMatch(/not a \.pptx file/);
    expect(await refusal(readLocalFile(at('link.pptx'), TEMPLATE_FILE))).toMatch(/not a regular file/);
    expect(await refusal(readLocalFile(at('folder.pptx'), TEMPLATE_FILE))).toMatch(/not a regular file/);
    expect(await refusal(readLocalFile(at('big.csv'), SMALL))).toMatch(/larger than 0 MB/);
    expect(await refusal(readLocalFile(at('missing.csv'), DATA_FILE))).toMatch(/Cannot read .*ENOENT/);
  });

  it('never reads a path on a remote server, and caps base64 at the limit', async () => {
    expect(await refusal(fileOf({ path: at('offer.pptx') }, false, TEMPLATE_FILE))).toMatch(
      /cannot read your files/,
    );
    const nine = Buffer.from('123456789').toString('base64');
    expect(await refusal(fileOf({ content_base64: nine, file_name: 'r.csv' }, false, SMALL))).toMatch(
      /larger than/,
    );
    const eight = Buffer.from('12345678').toString('base64');
    const { fileName } = await fileOf({ content_base64: eight, file_name: 'r.csv' }, false, SMALL);
    expect(fileName).toBe('r.csv');
  });
});
