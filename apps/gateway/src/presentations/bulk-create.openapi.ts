import type { ApiBodyOptions } from '@nestjs/swagger';
import {
  DATA_ENCODINGS,
  DEFAULT_LOCALE,
  DEFAULT_OUTPUT_FORMATS,
  OUTPUT_FORMATS,
  SUPPORTED_LOCALES,
} from '@deckmill/api-contracts';

/** The bulk_create multipart form as /api/openapi.json documents it (the controller parses it by hand). */
export const BULK_CREATE_FORM: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['presentation[template_id]'],
    properties: {
      'presentation[template_id]': { type: 'integer' },
      'presentation[csv_file]': {
        type: 'string',
        format: 'binary',
        description: 'A .csv file (one deck per row, or per group) or a .json file (an array of objects).',
      },
      'presentation[data_file]': {
        type: 'string',
        format: 'binary',
        description: 'The same as csv_file, for either format; send one of the two.',
      },
      'presentation[images_file]': {
        type: 'string',
        format: 'binary',
        description:
          'Optional .zip (at most 200 MB) of the pictures that rows name in `{{%image}}` values; not a ZIP: 422 on ' +
          'images_file. Values may also be data: URIs or https URLs.',
      },
      'presentation[data_mapping]': {
        type: 'string',
        description: 'CSV only: JSON text mapping every top-level placeholder to a column.',
      },
      'presentation[section_mapping]': {
        type: 'string',
        description:
          'Optional JSON text mapping, per section, each field inside it to a column (grouped CSV: the section ' +
          '`rows`) or key (JSON: a list of objects) of its items, e.g. {"rows":{"item":"Product"}}. ' +
          'Sections left out match their fields by name.',
      },
      'presentation[group_by]': {
        type: 'string',
        description: "CSV only: one deck per value of this column; the list `rows` holds the group's rows.",
      },
      'presentation[data_encoding]': {
        type: 'string',
        enum: [...DATA_ENCODINGS],
        description:
          "CSV only: the file's encoding. Absent: detected (a BOM, UTF-8 when the start reads as UTF-8, UTF-16 by " +
          'its zero bytes, else Windows-1252).',
      },
      'presentation[locale]': {
        type: 'string',
        enum: SUPPORTED_LOCALES.map((locale) => locale.tag),
        default: DEFAULT_LOCALE,
      },
      'presentation[formats]': {
        type: 'array',
        items: { type: 'string', enum: [...OUTPUT_FORMATS] },
        default: [...DEFAULT_OUTPUT_FORMATS],
        description:
          'What each row comes out as: pptx, pdf or both. Repeat the field or send a comma list ("pptx,pdf"). ' +
          'With pdf only, the ZIP holds PDFs only.',
      },
      'presentation[name]': { type: 'string', maxLength: 255 },
      'presentation[file_name_pattern]': {
        type: 'string',
        description: '{{template}}, {{row}} and any top-level field, e.g. "{{company}}.pptx".',
      },
      'presentation[deliver_to_column]': {
        type: 'string',
        maxLength: 255,
        description:
          "Paid plans: mail each row's deck to the address in this column (docs/delivery.md). Rows without a " +
          'valid address are generated and marked skipped.',
      },
      'presentation[delivery_confirm_count]': {
        type: 'integer',
        minimum: 0,
        description: 'Required with deliver_to_column: the number of recipients the sender confirmed.',
      },
      'presentation[delivery_subject]': {
        type: 'string',
        maxLength: 200,
        description: "{{field}} takes the row's value, {{file}} the deck's file name.",
      },
      'presentation[delivery_body]': {
        type: 'string',
        maxLength: 5000,
        description: 'Plain text, as the subject.',
      },
      'presentation[delivery_reply_to]': { type: 'string', maxLength: 255, format: 'email' },
      'presentation[delivery_content]': {
        type: 'string',
        enum: ['attachment', 'link', 'both'],
        description:
          "What each mail carries: the files (default), the row's personal link, or both; link and both need links.",
      },
      'presentation[share_links]': {
        type: 'string',
        enum: ['true', 'false'],
        description:
          'A personal link for every deck (docs/sharing.md); absent: on for paid plans, off for free.',
      },
      'presentation[share_expires_at]': { type: 'string', format: 'date-time' },
      'presentation[share_access]': { type: 'string', enum: ['view_only', 'allow_download'] },
      'presentation[share_gate]': { type: 'string', enum: ['none', 'email', 'email_match'] },
      'presentation[share_gate_column]': {
        type: 'string',
        maxLength: 255,
        description: "The column with each row's e-mail address (required with share_gate=email_match).",
      },
      'presentation[share_notify_email]': {
        type: 'string',
        enum: ['true', 'false'],
        description: 'E-mail the owner when a deck is viewed, at most once a deck an hour; absent: false.',
      },
      'presentation[share_key_column]': {
        type: 'string',
        maxLength: 255,
        description:
          'Living links: the column naming a row across runs; a run again serves each link the newest deck of its row.',
      },
      'presentation[share_draw_ahead]': {
        type: 'string',
        enum: ['true', 'false'],
        description: "Draw each deck's slides for the viewer as it is made, not on the first view.",
      },
    },
  },
};
