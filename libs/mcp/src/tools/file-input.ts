import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ToolInputError } from './tool-result';

/** A file an agent hands a tool: its bytes as base64, or (on this machine only, `deckmill mcp`) a path. */
export const fileShape = {
  path: z
    .string()
    .min(1)
    .optional()
    .describe('A file on this computer (the local `deckmill mcp` server only; a remote server refuses it).'),
  content_base64: z.string().min(1).optional().describe("The file's bytes, base64-encoded."),
  file_name: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('The file name with its extension (required with content_base64; default the name in path).'),
};

export interface FileArgs {
  readonly path?: string | undefined;
  readonly content_base64?: string | undefined;
  readonly file_name?: string | undefined;
}

/** The file's bytes and name; `localFiles` false (a remote server) refuses a path, which would be its own disk. */
export async function fileOf(args: FileArgs, localFiles: boolean): Promise<{ blob: Blob; fileName: string }> {
  if ((args.path === undefined) === (args.content_base64 === undefined)) {
    throw new ToolInputError('Give exactly one of path or content_base64.');
  }
  if (args.path !== undefined) {
    if (!localFiles) {
      throw new ToolInputError('This server cannot read your files: send content_base64 and file_name.');
    }
    const bytes = await readFile(args.path).catch((error: NodeJS.ErrnoException) => {
      throw new ToolInputError(`Cannot read ${args.path}: ${error.code ?? error.message}`);
    });
    return { blob: new Blob([new Uint8Array(bytes)]), fileName: args.file_name ?? path.basename(args.path) };
  }
  if (args.file_name === undefined) throw new ToolInputError('file_name is required with content_base64.');
  const bytes = Buffer.from(args.content_base64 ?? '', 'base64');
  if (bytes.length === 0) throw new ToolInputError('content_base64 holds no bytes.');
  return { blob: new Blob([new Uint8Array(bytes)]), fileName: args.file_name };
}
