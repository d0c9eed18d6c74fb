/**
 * Maps items through an async function with up to `lookahead` calls in flight, yielding results in
 * order. Rendering the next decks while the current one is written keeps the thread pool busy.
 */
export async function* renderAhead<T, R>(
  items: readonly T[],
  render: (item: T, index: number) => Promise<R>,
  lookahead: number,
): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (next < items.length && pending.length < lookahead) {
      const result = render(items[next], next);
      // Observed here so an early failure is not reported as unhandled before its turn comes.
      result.catch(() => undefined);
      pending.push(result);
      next++;
    }
  };
  fill();
  while (pending.length > 0) {
    const head = pending.shift();
    if (!head) break;
    const result = await head;
    fill();
    yield result;
  }
}
