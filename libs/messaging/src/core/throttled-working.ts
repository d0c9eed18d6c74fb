/**
 * A `working()` that tells the broker at most once per quarter of the ack deadline. Handlers call it after each
 * unit of work (a rendered row); every call was a message to NATS, thousands per batch, while extending a
 * 60 s deadline every 15 s keeps the delivery just as safe.
 */
export function throttledWorking(
  send: () => void,
  ackWaitMs: number,
  now: () => number = Date.now,
): () => void {
  const interval = ackWaitMs / 4;
  let last = now();
  return () => {
    const time = now();
    if (time - last < interval) return;
    last = time;
    send();
  };
}
