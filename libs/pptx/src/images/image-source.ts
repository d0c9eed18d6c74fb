// Pictures from data. The engine asks an ImageSource for each `{{%name}}` value of a row; where the
// bytes come from (the batch's images archive, a data: URI, an https URL fetched SSRF-safely) is the source's
// business, and so is caching them for the batch.

/** A picture ready to be placed in a deck: sniffed, measured, and named (see hash). */
export interface DeckImage {
  readonly bytes: Uint8Array;
  /** `image/png`, `image/jpeg`, `image/gif`, `image/webp`, `image/svg+xml`, `image/bmp`, `image/tiff`. */
  readonly contentType: string;
  /** The media part's extension: `png`, `jpeg`, `gif`, `webp`, `svg`, `bmp`, `tiff`. */
  readonly extension: string;
  /** Intrinsic size in pixels (an SVG's from its width/height or viewBox), for `contain` and `cover`. */
  readonly width: number;
  readonly height: number;
  /**
   * One media part per distinct picture in a deck: the SHA-256 of `bytes`, hex, or of the name of the images
   * archive's entry they came from (with its checksum and size), which cannot change while a batch runs. Two
   * entries holding the same bytes are then two media parts.
   */
  readonly hash: string;
  /** `entry` when `hash` was taken of the archive entry's name, not of the bytes (absent: of the bytes). */
  readonly hashedFrom?: 'entry';
}

/** A row's image value resolved: the picture, or why it could not be had (said to the user, per row). */
export type ImageLookup =
  { readonly ok: true; readonly image: DeckImage } | { readonly ok: false; readonly reason: string };

/** Resolves a row's image value: a file name inside the images archive, a `data:` URI or an `https://` URL. */
export interface ImageSource {
  resolve(value: string): Promise<ImageLookup>;
}
