import path from 'node:path';
import { readDeckXml } from '@deckmill/pptx';

/** A hostile deck could name thousands of typefaces; the report (and fc-match) looks at this many. */
export const MAX_REQUESTED_FONTS = 64;

const TEXT_PART = /^ppt\/(slides|slideLayouts|slideMasters)\/[^/]+\.xml$/;
const THEME_PART = /^ppt\/theme\/[^/]+\.xml$/;
const RELS_OF_TEXT_PART = /^ppt\/(slides|slideLayouts|slideMasters)\/_rels\/[^/]+\.xml\.rels$/;
// <a:latin typeface="…">, <a:ea …>, <a:cs …> under any prefix.
const FONT_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?(latin|ea|cs)(?=[\s/>])([^>]*)>/g;
const TYPEFACE = /(?:^|\s)typeface\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const RELATIONSHIP = /<(?:[\w.-]+:)?Relationship(?=[\s/>])([^>]*)>/g;

type Script = 'latin' | 'ea' | 'cs';
type ThemeFonts = Record<'mj' | 'mn', Partial<Record<Script, string>>>;
const NEXT_PART_TYPE: Readonly<Record<string, string>> = {
  slides: 'slideLayout',
  slideLayouts: 'slideMaster',
  slideMasters: 'theme',
};
const SCRIPT_OF_REF: Readonly<Record<string, Script>> = { lt: 'latin', ea: 'ea', cs: 'cs' };

/**
 * The font families a deck asks for, in first-seen order, each once (case-insensitively): the major and
 * minor latin fonts of the masters' themes, then every typeface of an `a:latin`, `a:ea` or `a:cs` in the
 * masters, layouts and slides. Theme references (`+mj-lt`, `+mn-ea`…) are resolved against the theme of
 * the part's own master; empty typefaces and references that resolve to nothing are left out.
 */
export function fontRequests(deck: Uint8Array): string[] {
  const parts = readDeckXml(
    deck,
    (name) => TEXT_PART.test(name) || THEME_PART.test(name) || RELS_OF_TEXT_PART.test(name),
  );
  const families = new FamilyList();
  const themeOfPart = (name: string): ThemeFonts | undefined => {
    const theme = themeNameOf(parts, name);
    return theme === undefined ? undefined : themeFonts(parts.get(theme) ?? '');
  };
  const masters = [...parts.keys()].filter((name) => name.startsWith('ppt/slideMasters/')).sort();
  const masterThemes = masters.map((master) => themeOfPart(master)).filter((theme) => theme !== undefined);
  for (const theme of masterThemes) families.add(theme.mj.latin, theme.mn.latin);
  const textParts = [...parts.keys()].filter((name) => TEXT_PART.test(name)).sort(byKindThenNumber);
  for (const name of textParts) {
    const theme = themeOfPart(name);
    for (const { script, typeface } of typefacesIn(parts.get(name) ?? '')) {
      families.add(resolve(typeface, theme, script));
    }
  }
  return families.values();
}

class FamilyList {
  private readonly seen = new Map<string, string>();

  add(...families: (string | undefined)[]): void {
    for (const family of families) {
      const clean = family?.replace(/\p{Cc}/gu, '').trim();
      if (!clean || this.seen.size >= MAX_REQUESTED_FONTS) continue;
      if (!this.seen.has(clean.toLowerCase())) this.seen.set(clean.toLowerCase(), clean);
    }
  }

  values(): string[] {
    return [...this.seen.values()];
  }
}

function resolve(typeface: string, theme: ThemeFonts | undefined, script: Script): string | undefined {
  const reference = /^\+(mj|mn)-(lt|ea|cs)$/.exec(typeface);
  if (!reference) return typeface.startsWith('+') ? undefined : typeface;
  const [, level, ref] = reference;
  const referenced = SCRIPT_OF_REF[ref ?? ''] ?? script;
  return theme?.[level === 'mj' ? 'mj' : 'mn'][referenced];
}

function* typefacesIn(xml: string): Generator<{ script: Script; typeface: string }> {
  for (const match of xml.matchAll(FONT_ELEMENT)) {
    const attributes = TYPEFACE.exec(match[2] ?? '');
    const typeface = attributes?.[1] ?? attributes?.[2];
    if (typeface !== undefined) {
      yield { script: match[1] as Script, typeface: decodeEntities(typeface) };
    }
  }
}

/** The theme's `a:majorFont` and `a:minorFont` typefaces by script. */
function themeFonts(themeXml: string): ThemeFonts {
  const fonts: ThemeFonts = { mj: {}, mn: {} };
  for (const [level, element] of [
    ['mj', 'majorFont'],
    ['mn', 'minorFont'],
  ] as const) {
    const section = new RegExp(`<(?:[\\w.-]+:)?${element}[\\s>][\\s\\S]*?</(?:[\\w.-]+:)?${element}>`).exec(
      themeXml,
    );
    for (const { script, typeface } of typefacesIn(section?.[0] ?? '')) {
      fonts[level][script] ??= typeface;
    }
  }
  return fonts;
}

/** slide → layout → master → theme, following each part's relationships. */
function themeNameOf(parts: ReadonlyMap<string, string>, part: string): string | undefined {
  let current = part;
  for (let step = 0; step < 3 && !THEME_PART.test(current); step += 1) {
    const type = NEXT_PART_TYPE[current.split('/')[1] ?? ''];
    const target = type === undefined ? undefined : relatedPart(parts, current, type);
    if (target === undefined) return undefined;
    current = target;
  }
  return THEME_PART.test(current) ? current : undefined;
}

function relatedPart(parts: ReadonlyMap<string, string>, part: string, type: string): string | undefined {
  const directory = path.posix.dirname(part);
  const rels = parts.get(`${directory}/_rels/${path.posix.basename(part)}.rels`) ?? '';
  for (const match of rels.matchAll(RELATIONSHIP)) {
    const attributes = match[1] ?? '';
    const relType = /\sType\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1] ?? '';
    const target = /\sTarget\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1];
    if (!relType.endsWith(`/${type}`) || target === undefined) continue;
    const decoded = decodeEntities(target);
    return decoded.startsWith('/')
      ? decoded.slice(1)
      : path.posix.normalize(path.posix.join(directory, decoded));
  }
  return undefined;
}

// Masters first, then layouts, then slides; slide2 before slide10.
function byKindThenNumber(a: string, b: string): number {
  const rank = (name: string) => ['slideMasters', 'slideLayouts', 'slides'].indexOf(name.split('/')[1] ?? '');
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true });
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, body: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (body[0] !== '#') return named[body.toLowerCase()] ?? entity;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
