import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { EMPTY_STRUCTURE, MAX_NAME_SEARCH_LENGTH, TemplateStructureSchema } from '../shared/api-vocabulary';
import {
  FullTemplateSchema,
  OwnedTemplateSchema,
  TemplateLibraryItemSchema,
  TemplateSummarySchema,
  UploadedTemplateSchema,
  UsableTemplateSchema,
} from './replies';

/** Templates have integer ids (spec); users are UUIDs; teams are integers. */
const TemplateId = z.number().int().positive();
const UserId = z.string().uuid();
const TeamId = z.number().int().positive();
const occurredAt = z.string();

/** Templates' request/reply contracts used by other services (generation). */
export const TemplatesRpc = {
  /**
   * The template a user is about to generate from. Refused as not_found when the template does not
   * exist or the user may not use it (neither owner nor member of the team it is shared with).
   */
  'templates.resolve-for-use': defineRpc(
    'templates.resolve-for-use',
    1,
    z.object({ userId: UserId, templateId: TemplateId }),
    z.object({
      id: TemplateId,
      name: z.string(),
      /** Object storage key of the .pptx. */
      fileKey: z.string(),
      placeholders: z.array(z.string()),
      /** Added in place (a default keeps older producers valid): the sections whose fields may be mapped. */
      structure: TemplateStructureSchema.default(EMPTY_STRUCTURE),
      teamId: TeamId.nullable(),
      sizeBytes: z.number().int().nonnegative(),
    }),
  ),
  /** Every template the user may use (own and shared with their teams), for the presentation wizard. */
  'templates.list-usable': defineRpc(
    'templates.list-usable',
    // v2: templates' own shape (thumbnailKey, always present) instead of the wizard's HTTP fields.
    2,
    z.object({ userId: UserId }),
    z.array(UsableTemplateSchema),
  ),
} as const;

const TemplateLifecycle = z.object({
  templateId: TemplateId,
  ownerId: UserId,
  teamId: TeamId.nullable(),
  name: z.string(),
  occurredAt,
});

export const TemplatesEvents = {
  'template.uploaded': defineMessage('template.uploaded', 1, TemplateLifecycle),
  /** Past presentations keep their outputs; generation keeps its own copy of the template name. */
  'template.deleted': defineMessage('template.deleted', 1, TemplateLifecycle),
} as const;

/**
 * The gateway's calls for the /api/app/templates routes. `actorId` is the signed-in user. Replies are
 * templates' own shapes (./replies.ts); the gateway maps them to the HTTP resources. Errors: not_found when
 * the actor may not see the template, invalid on `name`, `file` or `teamId`.
 */
const ActorOnTemplate = z.object({ actorId: UserId, templateId: TemplateId });

export const TemplatesGatewayRpc = {
  /** The gateway has streamed the upload to `fileKey`; the service checks it and keeps or deletes it. */
  'templates.create': defineRpc(
    'templates.create',
    // v3: API v1's Idempotency-Key (a retry answers the template the key made; another request with it is a
    // conflict, `idempotency_key_reused`). v2: templates' own camelCase shape; removed content is always listed.
    3,
    z.object({
      actorId: UserId,
      name: z.string(),
      fileName: z.string(),
      fileKey: z.string(),
      teamId: TeamId.nullable(),
      idempotencyKey: z.string().min(1).max(255).optional(),
      /** What was asked (name, file name, the file's SHA-256): the key is honoured for this request only. */
      requestFingerprint: z.string().max(64).optional(),
    }),
    UploadedTemplateSchema,
  ),
  'templates.list': defineRpc(
    'templates.list',
    // v3: `search` (optional, so v2 requests stay valid): only the templates whose name holds it, in any case.
    // v2: templates' own camelCase shape instead of the HTTP Template (list).
    3,
    z.object({ actorId: UserId, search: z.string().min(1).max(MAX_NAME_SEARCH_LENGTH).optional() }),
    z.object({ templates: z.array(TemplateLibraryItemSchema) }),
  ),
  // v2: templates' own camelCase shape instead of the HTTP Template (detail); files as object keys, not links.
  'templates.get': defineRpc('templates.get', 2, ActorOnTemplate, FullTemplateSchema),
  // v2: templates' own camelCase shape instead of the HTTP Template (list).
  'templates.duplicate': defineRpc('templates.duplicate', 2, ActorOnTemplate, TemplateSummarySchema),
  'templates.delete': defineRpc('templates.delete', 1, ActorOnTemplate, z.object({ ok: z.literal(true) })),
  /** Every template the user owns (not those shared with them), oldest first, for their data export. */
  'templates.list-owned': defineRpc(
    'templates.list-owned',
    1,
    z.object({ ownerId: UserId }),
    z.object({ templates: z.array(OwnedTemplateSchema) }),
  ),
} as const;

export const TemplatesJobs = {
  /** Renders a template's slides to PNG thumbnails (LibreOffice, then pdftoppm). */
  'templates.render-previews': defineMessage(
    'templates.render-previews',
    1,
    z.object({ templateId: TemplateId }),
  ),
} as const;
