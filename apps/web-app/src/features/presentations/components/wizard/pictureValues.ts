import type { TemplateSection, TemplateStructure } from '@deckmill/api-contracts';
import { archivePath } from './zipDirectory';

/** `cover` fills the frame (cropping); anything else keeps the whole picture inside it. */
export type PictureFit = 'cover' | 'contain';

function fitOf(filters: readonly string[]): PictureFit {
  return filters.some((filter) => filter.trim().toLowerCase() === 'cover') ? 'cover' : 'contain';
}

/** The template's top-level `{{%name}}` pictures by placeholder, with their fit. */
export function pictureFits(structure: TemplateStructure | undefined): Readonly<Record<string, PictureFit>> {
  const fits: Record<string, PictureFit> = {};
  for (const tag of structure?.tags ?? []) if (tag.image) fits[tag.path] = fitOf(tag.filters);
  return fits;
}

/** A field's fit when it is a picture inside the top-level section of that name (as step 3 maps them). */
export function sectionPictureFit(
  structure: TemplateStructure | undefined,
  sectionName: string,
  field: string,
): PictureFit | undefined {
  const name = sectionName.trim().toLowerCase();
  for (const section of structure?.sections ?? []) {
    if (section.name.trim().toLowerCase() !== name) continue;
    const tag = section.tags.find((candidate) => candidate.image && candidate.path === field);
    if (tag) return fitOf(tag.filters);
  }
  return undefined;
}

function sectionHasPicture(section: TemplateSection): boolean {
  return section.tags.some((tag) => tag.image) || section.sections.some(sectionHasPicture);
}

/** Whether any picture of the template (inside sections too) takes its image from the data. */
export function hasPictures(structure: TemplateStructure | undefined): boolean {
  if (!structure) return false;
  return structure.tags.some((tag) => tag.image) || structure.sections.some(sectionHasPicture);
}

export type PictureValueKind = 'empty' | 'data-uri' | 'url' | 'insecure-url' | 'file';

/** What a row's value names: a file inside the archive unless it is a data: URI or a web address. */
export function pictureValueKind(value: string): PictureValueKind {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  if (/^data:/i.test(trimmed)) return 'data-uri';
  if (/^https:\/\//i.test(trimmed)) return 'url';
  if (/^http:\/\//i.test(trimmed)) return 'insecure-url';
  return 'file';
}

/** Whether the archive holds the file the value names (paths with folders, `\` or `./` written either way). */
export function archiveHas(names: ReadonlySet<string>, value: string): boolean {
  return names.has(archivePath(value));
}

/** How many rows name an archive file the archive lacks, under the column. */
export function rowsMissingPicture(
  records: readonly Readonly<Record<string, string>>[],
  column: string,
  names: ReadonlySet<string>,
): number {
  return records.filter((record) => {
    const value = record[column] ?? '';
    return pictureValueKind(value) === 'file' && !archiveHas(names, value);
  }).length;
}
