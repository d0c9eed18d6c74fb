/** A file's bytes, or why they cannot be had (said to the user in the row's report). */
export type FileLookup =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      /**
       * What names these bytes while the files are open, when they cannot change meanwhile (an archive's
       * entry, its checksum checked on every read): a picture is then told apart by it, not hashed whole.
       */
      readonly identity?: string;
    }
  | { readonly ok: false; readonly reason: string };

/** The pictures uploaded with a batch (a ZIP archive) or given to the CLI (a directory), read one at a time. */
export interface ImageFiles {
  /**
   * The file `name` names (forward slashes, no leading `./`): matched as given, else ignoring case when only
   * one file matches. A file over `maxBytes` is refused without being read.
   */
  read(name: string, maxBytes: number): Promise<FileLookup>;
  close(): Promise<void>;
}

/** An images archive or folder that cannot be used at all (damaged, a ZIP bomb, unsafe names, missing). */
export class ImageArchiveError extends Error {
  override readonly name = 'ImageArchiveError';
}

/**
 * The one name among `names` that a wanted name matches: exactly, else ignoring case when unambiguous
 * (`ambiguous` lists the names that differ only in case). An archive of thousands of photos is asked once per
 * row's picture, so the names folded to lower case are indexed once, on the first lookup that needs them.
 */
export class NameIndex {
  private folded: Map<string, string[]> | undefined;

  constructor(private readonly names: ReadonlySet<string> | ReadonlyMap<string, unknown>) {}

  match(wanted: string): { readonly name?: string; readonly ambiguous?: readonly string[] } {
    if (this.names.has(wanted)) return { name: wanted };
    if (!this.folded) {
      this.folded = new Map();
      for (const name of this.names.keys()) {
        const key = name.toLowerCase();
        const same = this.folded.get(key);
        if (same) same.push(name);
        else this.folded.set(key, [name]);
      }
    }
    const candidates = this.folded.get(wanted.toLowerCase()) ?? [];
    if (candidates.length === 1) return { name: candidates[0] };
    return candidates.length > 1 ? { ambiguous: candidates } : {};
  }
}

export function ambiguousReason(wanted: string, where: string, names: readonly string[]): string {
  const listed = names.map((name) => `"${name}"`).join(', ');
  return `"${wanted}" matches several files in the ${where} that differ only in case (${listed})`;
}
