import { UINT16_MAX, UINT32_MAX } from '@deckmill/zip';

/**
 * Why these entries cannot make one stored ZIP, or null when they can: two entries of one name, a name longer
 * than a ZIP header holds, a recorded size too large for a stored entry. Known before any byte, so the download
 * answers an error instead of failing after its headers (the stream checks again, for sizes not recorded).
 */
export function zipEntriesProblem(
  entries: readonly { fileName: string; sizeBytes?: number }[],
): string | null {
  const names = new Set<string>();
  for (const { fileName, sizeBytes } of entries) {
    if (names.has(fileName)) return `Two files of the batch are named ${JSON.stringify(fileName)}.`;
    names.add(fileName);
    if (Buffer.byteLength(fileName, 'utf8') > UINT16_MAX) {
      return `A file name of the batch is longer than a ZIP entry can hold (${UINT16_MAX} bytes).`;
    }
    if (sizeBytes !== undefined && sizeBytes >= UINT32_MAX) {
      return `${fileName} is too large for a ZIP entry (4 GiB or more).`;
    }
  }
  return null;
}
