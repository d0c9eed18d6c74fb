import { z } from 'zod';
import {
  PreviewStatusSchema,
  TemplatePlaceholderSchema,
  TemplateStructureSchema,
} from '../shared/api-vocabulary';

/**
 * Templates' answers to the gateway: ids and domain data in the service's own words. The gateway maps them
 * to the HTTP resources (`apps/gateway/src/templates/template-views.ts`). Stored files are named by their
 * object-storage keys; the gateway, which serves files, turns them into short-lived signed links.
 */
export const TemplateSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  teamId: z.number().int().positive().nullable(),
  /** The team's name when the template is shared and the reader is in that team; null otherwise. */
  teamName: z.string().nullable(),
  /** Completed batches made from the template. */
  presentationsCount: z.number().int().nonnegative(),
  /** The decks they made (one per row): the UI's "presentations". Optional for older producers. */
  decksCount: z.number().int().nonnegative().default(0),
  /** Placeholder names, in the order the deck has them. */
  placeholders: z.array(z.string()),
  createdAt: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

/** A template in the library: the object key of its first slide's preview once drawn, else null. */
export const TemplateLibraryItemSchema = TemplateSummarySchema.extend({
  thumbnailKey: z.string().nullable(),
});
export type TemplateLibraryItem = z.infer<typeof TemplateLibraryItemSchema>;

/** A kept upload, with what was removed from the stored file (macros, outside links), said once. */
export const UploadedTemplateSchema = TemplateSummarySchema.extend({
  removedContentNotices: z.array(z.string()),
});
export type UploadedTemplate = z.infer<typeof UploadedTemplateSchema>;

/** Everything the detail page shows about one template. */
export const FullTemplateSchema = TemplateSummarySchema.extend({
  /** The stored .pptx: its object key and the name a download gets. */
  file: z.object({ key: z.string(), downloadName: z.string() }),
  sizeBytes: z.number().int().nonnegative(),
  slideCount: z.number().int().nonnegative(),
  /** Each placeholder with where it occurs. */
  placeholderOccurrences: z.array(TemplatePlaceholderSchema),
  structure: TemplateStructureSchema,
  /** The slide previews' object keys, in slide order (empty until they are drawn). */
  previews: z.object({ status: PreviewStatusSchema, keys: z.array(z.string()) }),
  /** The actor owns it, or is an admin of the team it is shared with. */
  canDelete: z.boolean(),
  /** Optional for an older templates service: whose it is (the gateway's `template.downloaded`). */
  ownerId: z.string().uuid().optional(),
});
export type FullTemplate = z.infer<typeof FullTemplateSchema>;

/** A template the user may generate from, with its sections. */
export const UsableTemplateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  placeholders: z.array(z.string()),
  structure: TemplateStructureSchema,
  thumbnailKey: z.string().nullable(),
});
export type UsableTemplate = z.infer<typeof UsableTemplateSchema>;

/** A template its owner exports (Settings → Your data): its metadata and the stored file's key. */
export const OwnedTemplateSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  teamId: z.number().int().positive().nullable(),
  placeholders: z.array(z.string()),
  sizeBytes: z.number().int().nonnegative(),
  slideCount: z.number().int().nonnegative(),
  presentationsCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  file: z.object({ key: z.string(), downloadName: z.string() }),
});
export type OwnedTemplate = z.infer<typeof OwnedTemplateSchema>;
