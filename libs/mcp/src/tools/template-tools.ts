import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CREATES, DESTRUCTIVE, READ_ONLY, type ToolContext } from './context';
import { fileOf, fileShape, REMOTE_FILE_MB, TEMPLATE_FILE } from './file-input';
import { reportProgress } from './progress';
import { templateView } from './template-view';
import { answer, jsonResult } from './tool-result';

export const templateId = z
  .number()
  .int()
  .positive()
  .describe('The template id (list_templates shows them).');
export const pageShape = {
  limit: z.number().int().min(1).max(100).optional().describe('At most this many (1-100, default 20).'),
  starting_after: z.string().optional().describe('next_cursor of the previous page.'),
};

const REMOTE_LIMIT = `about ${REMOTE_FILE_MB} MB on this remote server`;

export function registerTemplateTools(server: McpServer, context: ToolContext): void {
  const { client } = context;

  server.registerTool(
    'list_templates',
    {
      title: 'List templates',
      description:
        'The PowerPoint templates this API key may use, newest first: id, name and placeholders. Needs the "read" scope.',
      inputSchema: pageShape,
      annotations: READ_ONLY,
    },
    (args) => answer('list_templates', async () => jsonResult(await client.templates.list(args))),
  );

  server.registerTool(
    'get_template',
    {
      title: 'Inspect a template',
      description:
        'What a row must hold to fill this template: its placeholders ({{name}}: a text value each), its ' +
        'repeating sections ({{#name}}: a list of objects with the fields listed), its pictures ({{%name}}: a ' +
        'data: URI or https URL each) and its charts ({{chart:name}}: a list of points). Needs "read".',
      inputSchema: { template_id: templateId },
      annotations: READ_ONLY,
    },
    ({ template_id }) =>
      answer('get_template', async () => jsonResult(templateView(await client.templates.get(template_id)))),
  );

  server.registerTool(
    'upload_template',
    {
      title: 'Upload a template',
      description:
        `Uploads a .pptx (at most ${context.localFiles ? '100 MB' : REMOTE_LIMIT}) whose {{placeholders}} ` +
        'rows will fill, and answers it inspected as ' +
        'get_template does, with removed_content (macros, outside links dropped). Needs the "manage" scope.',
      inputSchema: {
        name: z.string().trim().min(1).max(255).describe('The name Deckmill shows for it.'),
        ...fileShape(context.localFiles),
        idempotency_key: z
          .string()
          .min(1)
          .max(255)
          .optional()
          .describe(
            'A retry with the same key answers the first upload instead of making a second template.',
          ),
      },
      annotations: CREATES,
    },
    (args, extra) =>
      answer('upload_template', async () => {
        const { blob, fileName } = await fileOf(args, context.localFiles, TEMPLATE_FILE);
        await reportProgress(extra, 0, 1, `Uploading ${fileName} (${blob.size} bytes)`);
        const template = await client.templates.upload(blob, fileName, args.name, args.idempotency_key);
        await reportProgress(extra, 1, 1, `Template ${template.id} ready`);
        return jsonResult({ ...templateView(template), removed_content: template.removed_content ?? [] });
      }),
  );

  server.registerTool(
    'preview_row',
    {
      title: 'Preview a row',
      description:
        "One row's deck drawn before any batch, as slide pictures (PNG), with the engine's notes (a picture " +
        'kept, a value that does not fit). Nothing is counted. Without LibreOffice on the server it says so. ' +
        'Needs "generate".',
      inputSchema: {
        template_id: templateId,
        row: z
          .record(z.string(), z.unknown())
          .describe('One row as create_batch takes it: a value per placeholder, lists for sections.'),
        locale: z.string().optional().describe('How numbers and dates are written, e.g. en-US, de-DE.'),
        max_slides: z
          .number()
          .int()
          .min(1)
          .max(10)
          .optional()
          .describe('At most this many slide pictures, the first ones (default 3).'),
      },
      annotations: READ_ONLY,
    },
    ({ template_id, row, locale, max_slides }) =>
      answer('preview_row', async () => {
        const preview = await client.templates.preview(template_id, row, locale);
        if (preview.status === 'unavailable') {
          return { content: [{ type: 'text', text: `${preview.reason} ${preview.install_hint}` }] };
        }
        const slides = preview.slides.slice(0, max_slides ?? 3);
        const summary = {
          slides_shown: slides.map((slide) => slide.slide),
          slides_total: preview.slides_total,
          notes: preview.notes,
        };
        return {
          content: [
            { type: 'text', text: JSON.stringify(summary, null, 2) },
            ...slides.map((slide) => ({
              type: 'image' as const,
              data: slide.png_base64,
              mimeType: 'image/png',
            })),
          ],
        };
      }),
  );

  server.registerTool(
    'delete_template',
    {
      title: 'Delete a template',
      description:
        'Deletes a template for good (batches made from it keep their decks). Needs the "manage" scope.',
      inputSchema: { template_id: templateId },
      annotations: DESTRUCTIVE,
    },
    ({ template_id }) =>
      answer('delete_template', async () => jsonResult(await client.templates.delete(template_id))),
  );
}
