import { useCallback, type Dispatch } from 'react';
import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/api-contracts';
import type { WizardAction } from './wizardState';
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
 * Choosing the wizard's optional images archive: checked at once, then its file names read from its central
 * directory for step 3's warnings (the reducer keeps them only while that archive is still the one chosen).
 */
export function useImagesArchive(dispatch: Dispatch<WizardAction>) {
  return useCallback(
    async (file: File | null) => {
      dispatch({ type: 'imagesChosen', file });
      if (!file || imagesArchiveProblem(file)) return;
      const listing = await readZipFileNames(file).catch(() => ({ kind: 'unknown' as const }));
      dispatch({ type: 'imagesListed', file, listing });
    },
    [dispatch],
  );
}
