import { useRef, useState } from 'react';
import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/api-contracts';
import { readZipFileNames } from './zipDirectory';

export const NOT_A_ZIP_MESSAGE = 'Choose a .zip file: the images archive must be a ZIP.';
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

/** The client's checks before the server's: a .zip (by name or type) no larger than the server takes. */
export function imagesArchiveProblem(file: File): string | null {
  if (!/\.zip$/i.test(file.name) && !ZIP_TYPES.includes(file.type)) return NOT_A_ZIP_MESSAGE;
  if (file.size > MAX_IMAGES_ARCHIVE_BYTES) return IMAGES_FILE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The wizard's optional images archive: checked when chosen, its file names read from its central
 * directory for step 3's warnings (null while unknown: not read yet, or too large a directory to read here).
 */
export function useImagesArchive() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState<ReadonlySet<string> | null>(null);
  // Reading takes a moment: only the archive chosen last may set the names.
  const latest = useRef<File | null>(null);

  const choose = async (chosen: File | null) => {
    latest.current = chosen;
    setNames(null);
    const problem = chosen && imagesArchiveProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    if (!chosen || problem) return;
    const listing = await readZipFileNames(chosen).catch(() => ({ kind: 'unknown' as const }));
    if (latest.current !== chosen) return;
    if (listing.kind === 'not-zip') {
      setFile(null);
      setError(NOT_A_ZIP_MESSAGE);
    } else if (listing.kind === 'names') {
      setNames(listing.names);
    }
  };

  return { file, error, names, choose };
}

export type ImagesArchiveState = ReturnType<typeof useImagesArchive>;
