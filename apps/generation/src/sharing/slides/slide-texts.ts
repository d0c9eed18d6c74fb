import { readDeckXml } from '@deckmill/pptx';

const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** A slide's text, one paragraph a line, in the order it is written (what a screen reader gets beside the image). */
export function slideText(xml: string): string {
  const paragraphs = xml.match(/<a:p\b[^>]*>[\s\S]*?<\/a:p>/g) ?? [];
  return paragraphs
    .map((paragraph) =>
      (paragraph.match(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g) ?? [])
        .map((run) => unescapeXml(run.replace(/^<a:t[^>]*>|<\/a:t>$/g, '')))
        .join(''),
    )
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The text of each shown slide in presentation order (presentation.xml's list through its relationships; hidden
 * slides are left out, as the PDF leaves them out).
 */
export function deckSlideTexts(deck: Uint8Array): string[] {
  const parts = readDeckXml(
    deck,
    (name) =>
      SLIDE_PART.test(name) || name === 'ppt/presentation.xml' || name === 'ppt/_rels/presentation.xml.rels',
  );
  const rels = new Map<string, string>();
  for (const [, id, target] of (parts.get('ppt/_rels/presentation.xml.rels') ?? '').matchAll(
    /<Relationship\b[^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g,
  )) {
    rels.set(id ?? '', `ppt/${(target ?? '').replace(/^\/?ppt\//, '').replace(/^\.\//, '')}`);
  }
  const order = [...(parts.get('ppt/presentation.xml') ?? '').matchAll(/<p:sldId\b[^>]*?r:id="([^"]+)"/g)]
    .map(([, id]) => rels.get(id ?? ''))
    .filter((name): name is string => name !== undefined && parts.has(name));
  const names = order.length > 0 ? order : [...parts.keys()].filter((name) => SLIDE_PART.test(name));
  return names
    .map((name) => parts.get(name) ?? '')
    .filter((xml) => !/<p:sld\b[^>]*\bshow="(0|false)"/.test(xml))
    .map(slideText);
}
