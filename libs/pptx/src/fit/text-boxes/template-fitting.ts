import { inflateEntry } from '../../template-zip';
import type { ZipEntry } from '@deckmill/zip';
import { createFontBook } from '../fonts/font-book';
import { fitText } from '../layout/fit-text';
import type { FontBook } from '../text-model';
import type { TextFitting } from './fit-slide';

const EMBEDDED_FONT = /^ppt\/fonts\/[^/]+$/i;

/**
 * How a template's text is fitted and its tables measured, made once on its first use (compiling for checks
 * never reads fonts): the given font book, else the default one with the template's embedded fonts added (those
 * it can read).
 */
export function templateFitting(
  fonts: FontBook | undefined,
  entries: readonly ZipEntry[],
): () => TextFitting {
  if (fonts) {
    const given: TextFitting = { book: fonts, fit: fitText };
    return () => given;
  }
  const embedded = entries.filter((entry) => EMBEDDED_FONT.test(entry.name));
  let made: TextFitting | undefined;
  const make = (): TextFitting => {
    const book = createFontBook();
    for (const entry of embedded) {
      try {
        book.addFont(inflateEntry(entry));
      } catch {
        // A damaged embedded font is measured as the font it names would be without it.
      }
    }
    return { book, fit: fitText };
  };
  return () => (made ??= make());
}
