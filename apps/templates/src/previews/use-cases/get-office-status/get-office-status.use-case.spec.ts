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

  function statusWith(soffice: string, pdftoppm: string) {
    const renderer = new SlideRenderer({ ...DEFAULT_RENDERER_OPTIONS, soffice, pdftoppm });
    return new GetOfficeStatusUseCase(renderer).execute();
  }

  it('answers available when both LibreOffice and pdftoppm are installed', async () => {
    expect(await statusWith(tool, tool)).toEqual({ available: true });
  });

  it('answers unavailable when LibreOffice is missing', async () => {
    expect(await statusWith(path.join(dir, 'no-soffice'), tool)).toEqual({ available: false });
  });

  it('answers unavailable when pdftoppm is missing', async () => {
    expect(await statusWith(tool, path.join(dir, 'no-pdftoppm'))).toEqual({ available: false });
  });
});
