/**
 * Opens the sources of the next `depth` items while the current one is consumed, so the latency of opening
 * one (an S3 GET's first byte, a file's header) overlaps the sending of the one before. Yields each item with
 * its opened source, in order. When the consumer stops early, the sources opened ahead are disposed of.
 * `refillAt`: the queue is topped up only once it is this short, so several opens start together (a store
 * that batches them pays once for the lot).
 */
export async function* readAhead<Item, Source>(
  items: AsyncIterable<Item>,
  open: (item: Item) => Promise<Source>,
  dispose: (source: Source) => void,
  depth: number,
  refillAt = depth - 1,
): AsyncGenerator<{ item: Item; source: Source }> {
  const queue: { item: Item; source: Promise<Source> }[] = [];
  const iterator = items[Symbol.asyncIterator]();
  let exhausted = false;
  const fill = async () => {
    if (queue.length > refillAt) return;
    while (!exhausted && queue.length < depth) {
      const next = await iterator.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const source = open(next.value);
      // Awaited later; until then a failure must not count as unhandled.
      source.catch(() => undefined);
      queue.push({ item: next.value, source });
    }
  };
  try {
    for (await fill(); queue.length > 0; await fill()) {
      const head = queue.shift();
      if (!head) break;
      yield { item: head.item, source: await head.source };
    }
  } finally {
    for (const pending of queue.splice(0)) pending.source.then(dispose, () => undefined);
    if (!exhausted) await iterator.return?.();
  }
}
