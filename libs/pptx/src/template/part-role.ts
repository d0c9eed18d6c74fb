/** What a package part is, as far as placeholders are concerned. */
export type PartKind =
  'slide' | 'notes' | 'layout' | 'master' | 'smartart' | 'chart' | 'rels' | 'core' | 'app';

/** Where a placeholder was found, as reported by `inspect`. */
export type OccurrenceKind =
  'slide' | 'table' | 'notes' | 'layout' | 'master' | 'smartart' | 'chart' | 'hyperlink' | 'title';

export interface PartRole {
  readonly kind: PartKind;
  /** 1-based slide number for parts that belong to one slide. */
  readonly slide?: number;
}

/** The part kind from the part name, or undefined for parts that never hold placeholders. */
export function partKindOf(name: string): PartKind | undefined {
  if (/^ppt\/slides\/slide\d+\.xml$/i.test(name)) return 'slide';
  if (/^ppt\/notesSlides\/[^/]+\.xml$/i.test(name)) return 'notes';
  if (/^ppt\/slideLayouts\/[^/]+\.xml$/i.test(name)) return 'layout';
  if (/^ppt\/(slideMasters|notesMasters|handoutMasters)\/[^/]+\.xml$/i.test(name)) return 'master';
  if (/^ppt\/diagrams\/(data|drawing)[^/]*\.xml$/i.test(name)) return 'smartart';
  if (/^ppt\/charts\/chart[^/]*\.xml$/i.test(name)) return 'chart';
  if (/^ppt\/(slides|slideLayouts|slideMasters|notesSlides)\/_rels\/[^/]+\.rels$/i.test(name)) return 'rels';
  if (/^docProps\/core\.xml$/i.test(name)) return 'core';
  if (/^docProps\/app\.xml$/i.test(name)) return 'app';
  return undefined;
}
