import type { DataValue } from '@deckmill/csv/data';
import { resolvePath, sectionItems, valueText, type Scope } from '../language/scope';
import type { Finding } from '../template/findings';
import { taskLimit } from '../template/task-limit';
import type { DeckImage, ImageLookup, ImageSource } from './image-source';
import type { ImageTag } from './image-tag';

/** Template media parts only the frames' sample relationships target (template-media.ts). */
export interface SampleMedia {
  /** Lower-cased part names (part names compare without case). */
  readonly parts: ReadonlySet<string>;
  /** Those with an `Override` in `[Content_Types].xml` (removed with the part). */
  readonly overrides: ReadonlySet<string>;
}

/** Every picture tag of a template, by the part it is in (to know which are on repeated slides). */
export interface ImagePlan {
  readonly tags: ReadonlyArray<{ readonly part: string; readonly tag: ImageTag }>;
  /** Template media only the frames' samples use: a deck that fills them all leaves them out. */
  readonly sampleMedia?: SampleMedia;
}

/** A repeated slide's list and the parts each copy renders in its item's scope. */
export interface RepeatedParts {
  readonly path: readonly string[];
  readonly ownedParts: readonly string[];
}

/** One deck's pictures: each value's picture, and each distinct picture once (by hash). */
export interface DeckImages {
  readonly byValue: ReadonlyMap<string, DeckImage>;
  readonly distinct: readonly DeckImage[];
}

/** Lookups in flight per deck: pictures may be fetched, and a deck may name hundreds. */
export const IMAGE_LOOKUPS_IN_FLIGHT = 4;

const NO_SOURCE = 'no pictures were given for this generation';

/**
 * Most bytes of distinct pictures one deck holds (they stay in memory until the deck is written): a repeated
 * slide of a thousand 10 MB photos would otherwise hold gigabytes per row. Pictures past it keep the frame's.
 */
export const MAX_DECK_PICTURE_BYTES = 256 * 1024 * 1024;
const overBudget = (bytes: number) =>
  `the deck's pictures would pass ${Math.round(bytes / (1024 * 1024))} MB, the most one deck may hold`;

/** The value a picture tag reads in `scope`, trimmed. */
export function imageValue(tag: ImageTag, scope: Scope): string {
  return valueText(resolvePath(scope, tag.path)).trim();
}

function scopesOf(part: string, scope: Scope, repeated: readonly RepeatedParts[]): Scope[] {
  const section = repeated.find((entry) => entry.ownedParts.includes(part));
  if (!section) return [scope];
  return sectionItems(resolvePath(scope, section.path), false).map((item: DataValue) => [...scope, item]);
}

async function lookUp(source: ImageSource | undefined, value: string): Promise<ImageLookup> {
  if (!source) return { ok: false, reason: NO_SOURCE };
  try {
    return await source.resolve(value);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'it could not be read' };
  }
}

/**
 * Resolves every picture value a deck shows (each distinct value once, a few at a time) before its parts
 * are filled; each value that cannot be had becomes one note (and, for preflight, one `image_unavailable`
 * finding), and its frames keep the template's picture.
 */
export async function resolveDeckImages(
  plan: ImagePlan,
  scope: Scope,
  repeated: readonly RepeatedParts[],
  source: ImageSource | undefined,
  notes: string[],
  budgetBytes = MAX_DECK_PICTURE_BYTES,
  findings: Finding[] = [],
): Promise<DeckImages> {
  // Per value, the tags that show it (by path, any case; named as first typed), for the notes.
  const wanted = new Map<string, Map<string, string>>();
  for (const { part, tag } of plan.tags) {
    for (const itemScope of scopesOf(part, scope, repeated)) {
      const value = imageValue(tag, itemScope);
      if (value === '') continue;
      const names = wanted.get(value) ?? new Map<string, string>();
      if (!names.has(tag.path.join('.'))) names.set(tag.path.join('.'), tag.pathText);
      wanted.set(value, names);
    }
  }
  const limit = taskLimit(IMAGE_LOOKUPS_IN_FLIGHT);
  const values = [...wanted.keys()];
  // Counted as each lookup lands, so a picture past the budget is let go at once, not held with the others.
  const counted = new Set<string>();
  let heldBytes = 0;
  const withinBudget = (lookup: ImageLookup): ImageLookup => {
    if (!lookup.ok || counted.has(lookup.image.hash)) return lookup;
    if (heldBytes + lookup.image.bytes.byteLength > budgetBytes) {
      return { ok: false, reason: overBudget(budgetBytes) };
    }
    counted.add(lookup.image.hash);
    heldBytes += lookup.image.bytes.byteLength;
    return lookup;
  };
  const lookups = await Promise.all(
    values.map((value) => limit(async () => withinBudget(await lookUp(source, value)))),
  );
  const byValue = new Map<string, DeckImage>();
  const byHash = new Map<string, DeckImage>();
  lookups.forEach((lookup, index) => {
    if (lookup.ok) {
      byValue.set(values[index], lookup.image);
      if (!byHash.has(lookup.image.hash)) byHash.set(lookup.image.hash, lookup.image);
      return;
    }
    for (const name of wanted.get(values[index])?.values() ?? []) {
      const note = `Image "${name}": ${lookup.reason}; the template's picture was kept.`;
      if (notes.includes(note)) continue;
      notes.push(note);
      findings.push({ kind: 'image_unavailable', message: note, field: name });
    }
  });
  return { byValue, distinct: [...byHash.values()] };
}
