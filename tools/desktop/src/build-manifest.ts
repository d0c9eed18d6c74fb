/** What the build puts beside the payload in each executable, and writes next to it as <exe>.assets.json. */
export interface BuildManifest {
  readonly target: string;
  readonly version: string;
  readonly node: string;
  /**
   * The files that differ per platform, each from its own SEA asset, with where they go in the product folder:
   * argon2's native addon (format: elf-x64, macho-arm64, ...), or where argon2 ships none, its WebAssembly
   * build in place of the package's entry (format: wasm).
   */
  readonly platformFiles: readonly {
    readonly asset: string;
    readonly path: string;
    readonly format: string;
  }[];
  /** Every SEA asset with its size in bytes. */
  readonly assets: Readonly<Record<string, number>>;
  /**
   * The same assets' SHA-256 (hex): the blob keeps assets as they are, so a check can find each one in the
   * executable's bytes without running it (another platform's).
   */
  readonly sha256: Readonly<Record<string, string>>;
  /** The payload's files: how many and how large, per top folder, and the files the product cannot start without. */
  readonly payload: {
    readonly files: number;
    readonly bytes: number;
    readonly folders: Readonly<Record<string, number>>;
    readonly required: readonly string[];
  };
}

export const MANIFEST_ASSET = 'manifest.json';
export const PAYLOAD_ASSET = 'payload';
