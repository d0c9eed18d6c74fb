/** Renders rows (cycling) until both a minimum time and count are reached; returns documents per second. */
export async function documentsPerSecond<Row>(
  render: (row: Row) => Promise<unknown>,
  rows: readonly Row[],
  options: { minMs: number; minDocs: number; concurrency: number },
): Promise<number> {
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;
  let next = 0;
  const worker = async () => {
    while (elapsedMs() < options.minMs || next < options.minDocs) {
      const row = rows[next % rows.length];
      next++;
      await render(row);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return next / (elapsedMs() / 1000);
}
