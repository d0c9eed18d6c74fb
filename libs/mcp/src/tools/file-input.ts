import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { MAX_DATA_FILE_BYTES, MAX_TEMPLATE_BYTES } from '@deckmill/api-contracts';
import { ToolInputError } from './tool-result';

/** What a tool takes as a file: its extensions and largest size (API v1's own limit, checked before reading). */
export interface FileKind {
  readonly extensions: readonly string[];
  readonly maxBytes: number;
}

export const TEMPLATE_FILE: FileKind = { extensions: ['.pptx'], maxBytes: MAX_TEMPLATE_BYTES };
export const DATA_FILE: FileKind = {
  extensions: ['.csv', '.tsv', '.json', '.xlsx', '.ods'],
  maxBytes: MAX_DATA_FILE_BYTES,
};

/**
 * The largest file a remote server takes as content_base64: its request may hold 21 MB (API v1's JSON limit),
 * and base64 is 4/3 of the bytes, so about 15 MB of file.
 */
export const REMOTE_FILE_MB = 15;

const pathField = z
  .string()
  .min(1)
  .optional()
  .describe('A file on this computer, read by this local server (a regular file; no link followed).');

/**
 * A file an agent hands a tool: its bytes as base64, or (on this machine only, `deckmill mcp`) a path. A remote
 * server leaves `path` out of its schema (its disk is not the user's) and states its size limit instead.
 */
export function fileShape(localFiles: boolean) {
  const given = {
    content_base64: z
      .string()
      .min(1)
      .optional()
      .describe(
        localFiles
          ? "The file's bytes, base64-encoded."
          : `The file's bytes, base64-encoded (this remote server takes files of at most about ${REMOTE_FILE_MB} MB).`,
      ),
    file_name: z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe(
        localFiles
          ? 'The file name with its extension (required with content_base64; default the name in path).'
          : 'The file name with its extension (required with content_base64).',
      ),
  };
  // The same argument type either way: on a remote server `path` is simply never given.
  return (localFiles ? { path: pathField, ...given } : given) as { path: typeof pathField } & typeof given;
}

export interface FileArgs {
  readonly path?: string | undefined;
  readonly content_base64?: string | undefined;
  readonly file_name?: string | undefined;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * A local file by path, read only if it is what the tool takes: a regular file (no link, device or folder),
 * one of the kind's extensions, no larger than its limit. The size is checked before anything is read, and
 * again on the opened file (O_NOFOLLOW: a link swapped in after the check is refused, not followed).
 */
export async function readLocalFile(filePath: string, kind: FileKind): Promise<Uint8Array<ArrayBuffer>> {
  const extension = path.extname(filePath).toLowerCase();
  if (!kind.extensions.includes(extension)) {
    throw new ToolInputError(`${filePath}: not a ${kind.extensions.join(', ')} file.`);
  }
  const cannotRead = (error: NodeJS.ErrnoException): never => {
    throw new ToolInputError(`Cannot read ${filePath}: ${error.code ?? error.message}`);
  };
  const checked = (stats: { isFile(): boolean; size: number }) => {
    if (!stats.isFile()) throw new ToolInputError(`${filePath}: not a regular file.`);
    if (stats.size > kind.maxBytes) {
      throw new ToolInputError(`${filePath}: larger than ${megabytes(kind.maxBytes)}.`);
    }
    return stats.size;
  };
  checked(await lstat(filePath).catch(cannotRead));
  const handle = await open(filePath, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)).catch(cannotRead);
  try {
    const size = checked(await handle.stat());
    const bytes = new Uint8Array(size);
    const { bytesRead } = await handle.read(bytes, 0, size, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's bytes and name; `localFiles` false (a remote server) never reads a path, which would be its own disk. */
export async function fileOf(
  args: FileArgs,
  localFiles: boolean,
  kind: FileKind,
): Promise<{ blob: Blob; fileName: string }> {
  if (!localFiles && (args.path !== undefined || args.content_base64 === undefined)) {
    throw new ToolInputError('This server cannot read your files: send content_base64 and file_name.');
  }
  if ((args.path === undefined) === (args.content_base64 === undefined)) {
    throw new ToolInputError('Give exactly one of path or content_base64.');
  }
  if (args.path !== undefined) {
    const bytes = await readLocalFile(args.path, kind);
    return { blob: new Blob([bytes]), fileName: args.file_name ?? path.basename(args.path) };
  }
  if (args.file_name === undefined) throw new ToolInputError('file_name is required with content_base64.');
  const bytes = Buffer.from(args.content_base64 ?? '', 'base64');
  if (bytes.length === 0) throw new ToolInputError('content_base64 holds no bytes.');
  if (bytes.length > kind.maxBytes) {
    throw new ToolInputError(`The file is larger than ${megabytes(kind.maxBytes)}.`);
  }
  return { blob: new Blob([new Uint8Array(bytes)]), fileName: args.file_name };
}
