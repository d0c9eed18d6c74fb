// Safety limits checked before any entry is inflated, in the spirit of Apache POI's ZipSecureFile.
export interface TemplateLimits {
  /** Largest accepted .pptx file. */
  readonly maxFileBytes: number;
  /** Most entries a package may hold. */
  readonly maxEntries: number;
  /** Largest sum of declared uncompressed sizes. */
  readonly maxTotalUncompressedBytes: number;
  /** Largest uncompressed size of one XML part (XML is inflated into memory to be checked). */
  readonly maxXmlPartBytes: number;
  /** Highest uncompressed/compressed ratio, checked for entries above `ratioGraceBytes`. */
  readonly maxCompressionRatio: number;
  readonly ratioGraceBytes: number;
}

export const DEFAULT_LIMITS: TemplateLimits = {
  maxFileBytes: 100 * 1024 * 1024,
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 1024 * 1024 * 1024,
  maxXmlPartBytes: 64 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioGraceBytes: 256 * 1024,
};
