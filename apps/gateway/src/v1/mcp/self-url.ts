import type { Request } from 'express';

/**
 * This server as the request reached it (the listening socket's own address and port): where the MCP
 * endpoint's tool calls reach API v1, in this same process, without a second way in (no in-process shortcut
 * around v1's guards, limits and audit) and without a trip through the proxy in front.
 */
export function selfUrl(req: Request): string {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) throw new Error('The request has no local socket address.');
  const address = localAddress.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}
