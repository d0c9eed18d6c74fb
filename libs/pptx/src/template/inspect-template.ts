import { readFile, stat } from 'node:fs/promises';
import { TemplateError } from '../errors';
import { DEFAULT_LIMITS } from '../limits';
import { compileTemplate, type CompileOptions } from './compile-template';
import type { Placeholder } from './placeholders';
import type { TemplateStructure } from './template-structure';

export interface TemplateInspection {
  readonly placeholders: readonly Placeholder[];
  readonly slideCount: number;
  readonly structure: TemplateStructure;
}

/** Reads a .pptx from disk, refusing an oversized file before reading it into memory. */
export async function readTemplateFile(path: string, options: CompileOptions = {}): Promise<Uint8Array> {
  const maxFileBytes = options.limits?.maxFileBytes ?? DEFAULT_LIMITS.maxFileBytes;
  const { size } = await stat(path);
  if (size > maxFileBytes) {
    const megabytes = Math.round(maxFileBytes / (1024 * 1024));
    throw new TemplateError(
      'too_large',
      `This file is larger than ${megabytes} MB, the most a template may be.`,
    );
  }
  return readFile(path);
}

/** The placeholders of a deck (each once, with where it occurs) and its slide count. */
export async function inspectTemplate(
  input: Uint8Array | string,
  options: CompileOptions = {},
): Promise<TemplateInspection> {
  const bytes = typeof input === 'string' ? await readTemplateFile(input, options) : input;
  const { placeholders, slideCount, structure } = compileTemplate(bytes, options);
  return { placeholders, slideCount, structure };
}
