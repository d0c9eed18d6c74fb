import { createHash } from 'node:crypto';
import { RENDER_VERSION } from '@deckmill/pptx';

/**
 * How the preview is drawn: the engine's output version, and this number for the drawing itself (bump it
 * when the slide pictures change, e.g. their size). A picture stored under another version is not served.
 */
export const ROW_PREVIEW_VERSION = `${RENDER_VERSION}.1`;

export interface RowPreviewInput {
  readonly templateId: number;
  /** The template's file: its storage prefix is new for every stored file, so it versions the template. */
  readonly templateVersion: string;
  readonly values: unknown;
  readonly locale: string;
  readonly watermark: boolean;
  /** ROW_PREVIEW_VERSION unless a test says otherwise. */
  readonly renderVersion?: string;
}

/** JSON with object keys sorted, so the same record sent with its keys in another order hits the cache. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What names a row preview in storage: everything that changes its pictures, nothing else. */
export function rowPreviewHash(input: RowPreviewInput): string {
  return createHash('sha256')
    .update(
      canonical({
        template: input.templateId,
        version: input.templateVersion,
        values: input.values,
        locale: input.locale,
        watermark: input.watermark,
        render: input.renderVersion ?? ROW_PREVIEW_VERSION,
      }),
    )
    .digest('hex');
}
