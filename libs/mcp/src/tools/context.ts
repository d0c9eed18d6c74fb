import type { DeckmillClient } from '@deckmill/api-client';

/** What every tool works with: the API v1 client (the caller's key) and how this server was started. */
export interface ToolContext {
  readonly client: DeckmillClient;
  /** The server's public address, for the links handed to the agent (downloads need the same API key). */
  readonly publicUrl: string;
  /** True for `deckmill mcp` on the user's machine: tools may read files by path. A remote server: false. */
  readonly localFiles: boolean;
  /** Between two polls of a batch being waited for. */
  readonly pollIntervalMs: number;
}

/** An API path (`/api/v1/...`) as a link on the public server. */
export function publicLink(context: ToolContext, apiPath: string): string {
  return `${context.publicUrl.replace(/\/+$/, '')}${apiPath}`;
}

/** Annotations of a tool that only reads. */
export const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;
/** Annotations of a tool that makes something and removes nothing. */
export const CREATES = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
/** Annotations of a tool that removes or stops something: clients ask the user first. */
export const DESTRUCTIVE = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
} as const;
