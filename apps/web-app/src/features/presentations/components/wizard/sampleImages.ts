export const SAMPLE_IMAGES_NAME = 'Deckmill sample logos.zip';

/**
 * The sample's images archive (a made-up logo per company, named by the sample CSV's `logo` column), as the
 * file the wizard's images picker would hold. Null when it cannot be had: the decks then keep the template's
 * "Your logo here" picture and are made all the same.
 */
export async function loadSampleImages(): Promise<File | null> {
  try {
    const res = await fetch(`${window.location.origin}/api/app/samples/images`, {
      credentials: 'include',
    });
    if (!res.ok) return null;
    return new File([await res.arrayBuffer()], SAMPLE_IMAGES_NAME, { type: 'application/zip' });
  } catch {
    return null;
  }
}
