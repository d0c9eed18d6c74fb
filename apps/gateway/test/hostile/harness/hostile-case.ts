/** What the server must answer to one hostile upload. */
export type HostileExpectation =
  /** Refused with a 422 whose `errors.file` message matches. */
  | { readonly status: 422; readonly message: RegExp }
  /** Refused before the body is read (announced far over the limit). */
  | { readonly status: 413 }
  /** Accepted: a hostile-looking file that is still a usable template or dataset; `answer` checks the reply. */
  | { readonly status: 201; readonly answer?: (body: unknown) => void };

/**
 * One generated hostile file. Families live in `cases/*.ts`, each exporting `cases: HostileCase[]`; the suite
 * picks up every file there, so a new family needs no change anywhere else.
 */
export interface HostileCase {
  readonly name: string;
  /** Builds the file when the case runs (never committed as a binary). */
  build(): Buffer;
  /** The file name sent; default `hostile.pptx`. */
  readonly fileName?: string;
  /** Where it is sent: a template upload (default) or a dataset's (`POST /api/app/datasets`, field `file`). */
  readonly target?: 'template' | 'dataset';
  readonly expect: HostileExpectation;
}
