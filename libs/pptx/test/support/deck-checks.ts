import { strFromU8, unzipSync } from 'fflate';
import { resolveTarget, relsPartOf } from '../../src/template/package-map';
import { assertWellFormed } from './xml-checks';

/** Unzips a deck with an independent reader (fflate) and decodes its XML parts. */
export function unzipDeck(bytes: Uint8Array): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [name, data] of Object.entries(unzipSync(bytes))) {
    parts.set(name, /\.(xml|rels)$/.test(name) ? strFromU8(data) : '');
  }
  return parts;
}

/** Every XML part parses, and every internal relationship points at a part that exists. */
export function assertSoundPackage(parts: Map<string, string>): void {
  for (const [name, xml] of parts) {
    if (!/\.(xml|rels)$/.test(name)) continue;
    assertWellFormed(xml, name);
    if (!name.endsWith('.rels')) continue;
    const source = name.replace(/_rels\/([^/]+)\.rels$/, '$1');
    for (const match of xml.matchAll(/<Relationship [^>]*>/g)) {
      const target = /Target="([^"]*)"/.exec(match[0])?.[1] ?? '';
      if (/TargetMode="External"/.test(match[0]) || target === 'NULL' || target.startsWith('#')) continue;
      const resolved = resolveTarget(source === '_rels/.rels' ? '' : source, target);
      if (!parts.has(resolved)) throw new Error(`${name} points at missing part ${resolved}`);
    }
  }
}

/** Shape ids (`cNvPr id`) of one slide; they must stay unique. */
export function shapeIds(xml: string): string[] {
  return [...xml.matchAll(/<p:cNvPr [^>]*?id="(\d+)"/g)].map((match) => match[1]);
}

export { relsPartOf };
