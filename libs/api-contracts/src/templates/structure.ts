import { z } from 'zod';

/**
 * A tag as the engine reads it: its path into the data (`customer.name`) and its filters (`upper`, `number:2`).
 * `image`: a `{{%name}}` picture, whose value names an image (archive file, data: URI, https URL);
 * its filters are then the fit (`cover`; `contain` by default).
 */
export const TemplateTagSchema = z.object({
  path: z.string(),
  filters: z.array(z.string()),
  image: z.boolean().optional(),
});
export type TemplateTag = z.infer<typeof TemplateTagSchema>;

/** `chart`: a chart fed by the list `{{chart:name}}`; its tags are the category and series fields. */
export const SECTION_KINDS = ['runs', 'paragraphs', 'table-rows', 'shape', 'slide', 'chart'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** `{{#name}}…{{/name}}` (or `{{^name}}`, `{{:name}}` for a slide): what repeats or shows, and what is inside. */
export interface TemplateSection {
  readonly name: string;
  readonly inverted: boolean;
  readonly kind: SectionKind;
  /** 1-based slide the section starts on. */
  readonly slide: number;
  readonly tags: readonly TemplateTag[];
  readonly sections: readonly TemplateSection[];
}

export const TemplateSectionSchema: z.ZodType<TemplateSection> = z.lazy(() =>
  z.object({
    name: z.string(),
    inverted: z.boolean(),
    kind: z.enum(SECTION_KINDS),
    slide: z.number().int(),
    tags: z.array(TemplateTagSchema),
    sections: z.array(TemplateSectionSchema),
  }),
);

/** A template's language structure: the tags outside sections and the (nested) sections. */
export const TemplateStructureSchema = z.object({
  tags: z.array(TemplateTagSchema),
  sections: z.array(TemplateSectionSchema),
});
export type TemplateStructure = z.infer<typeof TemplateStructureSchema>;

/** A flat template's structure as stored before templates recorded one. */
export const EMPTY_STRUCTURE: TemplateStructure = { tags: [], sections: [] };
