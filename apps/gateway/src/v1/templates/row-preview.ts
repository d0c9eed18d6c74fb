import type { Readable } from 'node:stream';
import {
  ROW_PREVIEW_INSTALL_HINT,
  ROW_PREVIEW_UNAVAILABLE_REASON,
  V1_PREVIEW_MAX_SLIDES,
  type V1RowPreview,
} from '@deckmill/api-contracts';
import type { RowPreviewReply } from '@deckmill/bus-contracts';
import type { RpcClient } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';

async function base64Of(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('base64');
}

/**
 * The app's row preview as v1 answers it: the first slides' pictures inline (an API client, or an agent, has
 * no session to fetch the app's slide links with), or why there are none.
 */
export async function v1RowPreview(
  rpc: RpcClient,
  storage: ObjectStorage,
  request: { readonly actorId: string; readonly templateId: number },
  reply: RowPreviewReply,
): Promise<V1RowPreview> {
  if (reply.status === 'unavailable') {
    return {
      object: 'row_preview',
      status: 'unavailable',
      slides: [],
      slides_total: 0,
      notes: [],
      reason: ROW_PREVIEW_UNAVAILABLE_REASON,
      install_hint: ROW_PREVIEW_INSTALL_HINT,
    };
  }
  const slides = [];
  for (const { slide, width, height } of reply.slides.slice(0, V1_PREVIEW_MAX_SLIDES)) {
    const { key } = await rpc.call('templates.row-preview-slide', { ...request, hash: reply.hash, slide });
    slides.push({ slide, width, height, png_base64: await base64Of(await storage.getStream(key)) });
  }
  return {
    object: 'row_preview',
    status: 'ready',
    slides,
    slides_total: reply.slides.length,
    notes: reply.notes,
    reason: null,
    install_hint: null,
  };
}
