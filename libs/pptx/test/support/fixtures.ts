import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/** The shared real-world decks (PowerPoint, Apache POI and python-pptx test files). */
export const FIXTURE_DIR = path.resolve(__dirname, '../../../../../shared/fixtures/pptx');

export function fixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((name) => name.endsWith('.pptx'))
    .sort();
}

export function readFixture(name: string): Uint8Array {
  return readFileSync(path.join(FIXTURE_DIR, name));
}

/** A placeholder put into a fixture by a test, the value it gets, and the part it was put in. */
export interface InjectedTag {
  readonly key: string;
  readonly value: string;
  readonly part: string;
}

export interface InjectedDeck {
  readonly bytes: Uint8Array;
  readonly tags: readonly InjectedTag[];
}

const TEXT_PARTS =
  /^ppt\/(slides\/slide|slideLayouts\/|slideMasters\/|notesSlides\/|notesMasters\/|diagrams\/(data|drawing)|charts\/chart)[^/]*\.xml$/;
const FIRST_TEXT_RUN = /<a:r>(<a:rPr[^>]*\/>|<a:rPr[^>]*>(?:(?!<\/a:rPr>).)*<\/a:rPr>)?<a:t>/s;

// The shapes PowerPoint leaves behind: braces, name and closing split over runs with other formatting.
function splitRuns(name: string, runProps: string): string {
  const [head, tail] = [name.slice(0, 3), name.slice(3)];
  return (
    `<a:r>${runProps}<a:t>{{</a:t></a:r>` +
    `<a:r><a:rPr lang="en-US" err="1" dirty="0"/><a:t> ${head}</a:t></a:r>` +
    `<a:r><a:rPr lang="de-DE"/></a:r>` +
    `<a:r>${runProps}<a:t>${tail} }</a:t></a:r><a:r>${runProps}<a:t>} </a:t></a:r>`
  );
}

function injectRuns(xml: string, name: string): string | undefined {
  const match = FIRST_TEXT_RUN.exec(xml);
  if (!match) return undefined;
  return xml.slice(0, match.index) + splitRuns(name, match[1] ?? '') + xml.slice(match.index);
}

function injectTableCell(xml: string, name: string): string | undefined {
  const table = xml.indexOf('<a:tbl>');
  if (table < 0) return undefined;
  const rest = injectRuns(xml.slice(table), name);
  return rest === undefined ? undefined : xml.slice(0, table) + rest;
}

// For a slide with no text at all: a new text box holding the split tag (with an id no deck uses).
function injectTextBox(xml: string, name: string): string | undefined {
  if (FIRST_TEXT_RUN.test(xml) || !xml.includes('</p:spTree>')) return undefined;
  const box =
    '<p:sp><p:nvSpPr><p:cNvPr id="98765" name="Injected"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
    '<p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="6000000" cy="600000"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>' +
    `<a:p>${splitRuns(name, '<a:rPr lang="en-US"/>')}</a:p></p:txBody></p:sp>`;
  const end = xml.lastIndexOf('</p:spTree>');
  return xml.slice(0, end) + box + xml.slice(end);
}

interface Injector {
  readonly applies: (part: string) => boolean;
  readonly inject: (xml: string, name: string) => string | undefined;
  readonly value: (index: number, part: string) => string;
}

const INJECTORS: readonly Injector[] = [
  {
    applies: (part) => /^ppt\/slides\/slide/.test(part),
    inject: injectTextBox,
    value: (index) => `Box${index}`,
  },
  {
    applies: (part) => TEXT_PARTS.test(part),
    inject: injectRuns,
    // SmartArt shapes are small: a short value keeps PDF text extraction from interleaving it.
    value: (index, part) =>
      part.startsWith('ppt/diagrams/') ? `Sm${index}` : `Value${index} Ünïcode & <ok>`,
  },
  {
    applies: (part) => /^ppt\/slides\/slide/.test(part),
    inject: injectTableCell,
    value: (index) => `Cell${index}`,
  },
  {
    applies: (part) => /^ppt\/charts\/chart/.test(part),
    inject: (xml, name) => (xml.includes('<c:v>') ? xml.replace('<c:v>', `<c:v>{{${name}}} `) : undefined),
    value: (index) => `Category${index}`,
  },
  {
    applies: (part) => /^ppt\/slides\/_rels\//.test(part),
    inject: (xml, name) => {
      const replaced = xml.replace(/Target="[^"]*"(?= TargetMode="External")/, `Target="mailto:{{${name}}}"`);
      return replaced === xml ? undefined : replaced;
    },
    value: (index) => `person${index}@example.com`,
  },
  {
    applies: (part) => part === 'docProps/core.xml',
    inject: (xml, name) =>
      xml.includes('<dc:title>') ? xml.replace('<dc:title>', `<dc:title>{{${name}}} `) : undefined,
    value: (index) => `Title${index}`,
  },
];

/** Puts placeholders into a real deck's XML, as a user editing it in PowerPoint would. */
export function injectPlaceholders(deck: Uint8Array): InjectedDeck {
  const files = unzipSync(deck);
  const tags: InjectedTag[] = [];
  const output: Zippable = {};
  for (const [part, data] of Object.entries(files)) {
    let xml: string | undefined;
    for (const injector of INJECTORS) {
      if (!injector.applies(part)) continue;
      const name = `tag${tags.length}`;
      const injected = injector.inject(xml ?? strFromU8(data), name);
      if (injected === undefined) continue;
      xml = injected;
      tags.push({ key: name, value: injector.value(tags.length, part), part });
    }
    output[part] = xml === undefined ? data : strToU8(xml);
  }
  return { bytes: zipSync(output), tags };
}
