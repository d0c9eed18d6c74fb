/** What generation's `imageSources` option takes (its ImageSourceFactory), with the source it gives. */
type HeldImageSources = (batch: {
  readonly batchId: string;
  readonly archivePath: string | null;
}) => Promise<{ resolve(value: string): Promise<{ readonly ok: false; readonly reason: string }> }>;

export interface HeldRendering {
  /** Pass as `modules.generation.imageSources` of the test stack. */
  readonly imageSources: HeldImageSources;
  /** Batches whose first chunk starts from now on render nothing until `release()`: they stay `processing`. */
  hold(): void;
  /** Lets the held batches render (idempotent); call it before the stack stops. */
  release(): void;
}

/**
 * Keeps batches `processing` for as long as a test needs. A render worker waits for its batch's image source
 * before its first row, and this one answers only once released. Before, such tests used a row whose value
 * could never render and the ~10 s of retries it cost; such a row now fails at once, finishing its batch.
 */
export function heldRendering(): HeldRendering {
  let gate: Promise<void> | undefined;
  let open = (): void => undefined;
  const source = { resolve: async () => ({ ok: false as const, reason: 'No pictures in this test.' }) };
  return {
    imageSources: async () => {
      await gate;
      return source;
    },
    hold() {
      if (gate) return;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = undefined;
    },
  };
}
