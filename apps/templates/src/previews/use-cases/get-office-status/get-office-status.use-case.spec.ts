import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from '../../slide-renderer';
import { GetOfficeStatusUseCase } from './get-office-status.use-case';

describe('GetOfficeStatusUseCase', () => {
  let dir: string;
  let tool: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'office-status-'));
    tool = path.join(dir, 'tool');
    await writeFile(tool, '#!/bin/sh\n');
    await chmod(tool, 0o755);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function statusWith(soffice: string, pdftoppm: string, pdffonts = tool) {
    const renderer = new SlideRenderer({ ...DEFAULT_RENDERER_OPTIONS, soffice, pdftoppm, pdffonts });
    return new GetOfficeStatusUseCase(renderer).execute();
  }

  it('answers available when both LibreOffice and pdftoppm are installed', async () => {
    expect(await statusWith(tool, tool)).toEqual({ available: true, missing: [], pdfAvailable: true });
  });

  it('names LibreOffice when it is missing: no previews, no PDFs', async () => {
    expect(await statusWith(path.join(dir, 'no-soffice'), tool)).toEqual({
      available: false,
      missing: ['LibreOffice'],
      pdfAvailable: false,
    });
  });

  it('names pdftoppm when only poppler is missing, which PDFs need too (pdffonts)', async () => {
    const absent = path.join(dir, 'no-poppler');
    expect(await statusWith(tool, absent, absent)).toEqual({
      available: false,
      missing: ['pdftoppm'],
      pdfAvailable: false,
    });
  });

  it('names both when neither is installed', async () => {
    const absent = path.join(dir, 'none');
    expect((await statusWith(absent, absent, absent)).missing).toEqual(['LibreOffice', 'pdftoppm']);
  });

  it('makes PDFs with LibreOffice alone on Windows, which makes no font report', async () => {
    const renderer = new SlideRenderer({
      ...DEFAULT_RENDERER_OPTIONS,
      soffice: tool,
      pdffonts: path.join(dir, 'x'),
    });
    expect(await renderer.pdfAvailable('win32')).toBe(true);
    expect(await renderer.pdfAvailable('linux')).toBe(false);
  });
});
