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
 * it can read). A class rather than a closure per template, so that every template's renders call the same
 * function (a new one sent the optimized code that called it back to the interpreter; `font-book.ts`).
 */
export class TemplateFitting {
  private made: TextFitting | undefined;

  constructor(
    private readonly fonts: FontBook | undefined,
    private readonly embedded: readonly ZipEntry[],
  ) {}

  textFitting(): TextFitting {
    return (this.made ??= this.make());
  }

  private make(): TextFitting {
    if (this.fonts) return { book: this.fonts, fit: fitText };
    const book = createFontBook();
    for (const entry of this.embedded) {
      try {
        book.addFont(inflateEntry(entry));
      } catch {
        // A damaged embedded font is measured as the font it names would be without it.
      }
    }
    return { book, fit: fitText };
  }
}

export function templateFitting(fonts: FontBook | undefined, entries: readonly ZipEntry[]): TemplateFitting {
  return new TemplateFitting(fonts, fonts ? [] : entries.filter((entry) => EMBEDDED_FONT.test(entry.name)));
}
