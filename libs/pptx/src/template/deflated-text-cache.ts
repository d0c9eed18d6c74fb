/** A part's XML deflated once: what an entry needs beyond its name and time. */
export interface DeflatedText {
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly data: Uint8Array;
}

/**
 * Parts a deck with slide sections rewrites whole (each copy's relationships, presentation.xml, its
 * relationships, [Content_Types].xml, docProps/app.xml) depend on how many copies each section made, not on
 * the row's values, so most rows of a batch write the same texts: each is deflated once and kept, the least
 * recently used dropped past the budget.
 */
export class DeflatedTextCache {
  private readonly entries = new Map<string, Promise<DeflatedText>>();
  private readonly sizes = new Map<string, number>();
  private used = 0;

  /**
   * @param budgetBytes what the kept texts and their deflated bytes may hold together
   * @param largestText texts longer than this are deflated each time (a cache of them would hold few)
   */
  constructor(
    private readonly budgetBytes: number,
    private readonly largestText: number,
  ) {}

  get(text: string, deflate: () => Promise<DeflatedText>): Promise<DeflatedText> {
    if (text.length > this.largestText) return deflate();
    const kept = this.entries.get(text);
    if (kept) {
      // Most recently used last, so the first in the map is the next to go.
      this.entries.delete(text);
      this.entries.set(text, kept);
      return kept;
    }
    const made = deflate();
    this.entries.set(text, made);
    // A failure (out of memory) is not kept: the next row deflates again.
    made.then(
      (deflated) => this.account(text, made, deflated),
      () => this.forget(text, made),
    );
    return made;
  }

  /** How many texts are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private account(text: string, made: Promise<DeflatedText>, deflated: DeflatedText): void {
    if (this.entries.get(text) !== made) return;
    const bytes = text.length * 2 + deflated.data.byteLength;
    this.sizes.set(text, bytes);
    this.used += bytes;
    for (const [oldest] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.forget(oldest, this.entries.get(oldest));
    }
  }

  private forget(text: string, made: Promise<DeflatedText> | undefined): void {
    if (this.entries.get(text) !== made) return;
    this.entries.delete(text);
    this.used -= this.sizes.get(text) ?? 0;
    this.sizes.delete(text);
  }
}
