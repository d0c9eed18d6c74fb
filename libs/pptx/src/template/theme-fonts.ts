import { readThemeFonts } from '../fit/text-boxes/template-styles';
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
  const fonts = readThemeFonts(theme ? source(theme) : undefined);
  return {
    minor: fonts.get('+mn-lt') ?? DEFAULT_THEME_FONTS.minor,
    major: fonts.get('+mj-lt') ?? DEFAULT_THEME_FONTS.major,
  };
}
