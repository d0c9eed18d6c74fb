import type { XmlSource } from './package-map';
import { DEFAULT_THEME_FONTS, type ThemeFonts } from './table-measure';

/**
 * The latin fonts of the deck's first theme (`+mn-lt` body, `+mj-lt` headings). Decks with several masters
 * may differ per master; tables are measured with the first, which is the common case of one master.
 */
export function themeFonts(source: XmlSource, names: readonly string[]): ThemeFonts {
  const theme = names
    .filter((name) => /^ppt\/theme\/theme\d+\.xml$/i.test(name))
    .sort((left, right) => left.localeCompare(right, 'en', { numeric: true }))[0];
  const xml = theme ? (source(theme) ?? '') : '';
  const latin = (element: string) =>
    new RegExp(`<(?:\\w+:)?${element}\\b[^>]*>\\s*<(?:\\w+:)?latin\\b[^>]*\\stypeface="([^"]*)"`).exec(
      xml,
    )?.[1];
  return {
    minor: latin('minorFont') || DEFAULT_THEME_FONTS.minor,
    major: latin('majorFont') || DEFAULT_THEME_FONTS.major,
  };
}
