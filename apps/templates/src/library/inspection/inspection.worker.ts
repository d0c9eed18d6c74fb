import { writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { inspectTemplate, isTemplateError, readTemplateFile, sanitiseTemplate } from '@deckmill/pptx';
import type { InspectionReply, InspectionRequest } from './inspection-messages';

/**
 * Runs in a worker thread: cleans one deck (macros, references inside pictures, OLE links; the file is
 * rewritten when anything was removed), inspects it and posts the outcome, so the event loop never parses XML.
 */
async function run(request: InspectionRequest): Promise<InspectionReply> {
  try {
    const sanitised = sanitiseTemplate(await readTemplateFile(request.file));
    const inspection = await inspectTemplate(sanitised.bytes);
    if (sanitised.removed.length > 0) await writeFile(request.file, sanitised.bytes, { mode: 0o600 });
    return { ok: true, inspection, removed: sanitised.removed, sizeBytes: sanitised.bytes.byteLength };
  } catch (error) {
    if (isTemplateError(error)) return { ok: false, code: error.code, message: error.message };
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

void run(workerData as InspectionRequest).then((reply) => parentPort?.postMessage(reply));
