/** One dispatched event of a `text/event-stream` body: its name (`message` unless the block names one) and data. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

/** One blank-line separated block: the event it dispatches (none without `data:` lines) and its comments. */
export interface ServerSentBlock {
  readonly event?: ServerSentEvent;
  readonly comments: readonly string[];
}

function parseBlock(block: string): ServerSentBlock {
  let event = 'message';
  const data: string[] = [];
  const comments: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    // A field's value drops one space after the colon, and only one.
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (line.startsWith('event:')) event = value;
    else if (line.startsWith('data:')) data.push(value);
  }
  return data.length > 0 ? { event: { event, data: data.join('\n') }, comments } : { comments };
}

/**
 * The blocks of a server-sent event stream as they arrive, until the server ends it (text/event-stream framing:
 * CR, LF or CRLF line ends, blocks split by a blank line, chunks cut anywhere, multi-byte characters included).
 * The body's reader is cancelled when the caller stops early; an aborted fetch ends the loop with its error.
 */
export async function* serverSentBlocks(response: Response): AsyncGenerator<ServerSentBlock> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      pending += decoder.decode(chunk.value, { stream: true });
      // A CR at the chunk's end may be the first half of a CRLF: it waits for the next chunk.
      const settled = pending.endsWith('\r') ? pending.length - 1 : pending.length;
      const text = pending.slice(0, settled).replace(/\r\n?/g, '\n');
      const last = text.lastIndexOf('\n\n');
      if (last < 0) {
        pending = text + pending.slice(settled);
        continue;
      }
      pending = text.slice(last + 2) + pending.slice(settled);
      for (const block of text.slice(0, last).split('\n\n')) yield parseBlock(block);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
