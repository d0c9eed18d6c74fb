// Safety limits checked on the central directory before any entry is inflated, in the spirit of Apache POI's
// ZipSecureFile. The engine's TemplateLimits and the images archive's limits are supersets of these.
export interface ZipLimits {
  /** Most entries an archive may hold. */
  readonly maxEntries: number;
  /** Largest sum of the entries' declared uncompressed sizes. */
  readonly maxTotalUncompressedBytes: number;
  /** Highest uncompressed/compressed ratio of an entry above `ratioGraceBytes`. */
  readonly maxCompressionRatio: number;
  readonly ratioGraceBytes: number;
}

/** A .pptx's limits (the engine's DEFAULT_LIMITS): 10,000 entries, 1 GiB uncompressed, a ratio of 100. */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 1024 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioGraceBytes: 256 * 1024,
};
