import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import {
  PREFLIGHT_MAX_FINDINGS_PER_ROW,
  PREFLIGHT_MAX_IMAGE_URLS,
  PREFLIGHT_MAX_LISTED_ROWS,
  PREFLIGHT_MAX_ROWS,
  PREFLIGHT_TIME_BUDGET_MS,
  DEFAULT_LOCALE,
  type BatchPreflight,
  type RpcReply,
} from '@deckmill/bus-contracts';
import { RpcClient, isDomainError, type RpcPayload } from '@deckmill/messaging';
import { PICTURES_NOT_CHECKED, preflightRows, type ImageSource, type PreflightLimits } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DatasetStore } from '../../../datasets';
import {
  type ClosableImageSource,
  GenerationErrors,
  IMAGE_SOURCE_FACTORY,
  type ImageSourceFactory,
  TemplateCache,
} from '../../../shared';
import { firstDecks } from '../create-batch/batch-rows';
import { checkImagesArchive } from '../create-batch/check-images-archive';
import type { DeckSource } from '../create-batch/deck-sources';
import { readDeckSources } from '../create-batch/read-deck-sources';
import { PreflightGate, type PreflightPass } from './preflight-gate';

type Template = RpcReply<'templates.resolve-for-use'>;
/** bulk_create's template, data file, mappings, grouping, locale, row limit and images archive. */
type PreflightRequest = RpcPayload<'generation.preflight'>;

export const PREFLIGHT_LIMITS: PreflightLimits = {
  maxRows: PREFLIGHT_MAX_ROWS,
  timeBudgetMs: PREFLIGHT_TIME_BUDGET_MS,
  maxListedRows: PREFLIGHT_MAX_LISTED_ROWS,
  maxImageUrls: PREFLIGHT_MAX_IMAGE_URLS,
  maxFindingsPerRow: PREFLIGHT_MAX_FINDINGS_PER_ROW,
};

const LABEL_CHARS = 60;

/**
 * The deck as the user recognises it, on one line: a row's or object's first column's (or field's) value, a
 * group's value of the group_by column (as the wizard's row preview names it: "Group 3: South").
 */
export function rowLabel(source: DeckSource, groupBy: string | null = null): string {
  const wanted = groupBy?.trim().toLowerCase();
  const groupColumn = wanted
    ? Object.keys(source.fields).find((name) => name.trim().toLowerCase() === wanted)
    : undefined;
  const value = groupColumn === undefined ? Object.values(source.fields)[0] : source.fields[groupColumn];
  const first = (value ?? '').replace(/\s+/g, ' ').trim();
  return first.length > LABEL_CHARS ? `${first.slice(0, LABEL_CHARS - 1)}…` : first;
}

/** The archive downloaded to a temporary folder for the engine's image source, and how to let it go. */
interface PreflightImages {
  readonly source: ImageSource;
  close(): Promise<void>;
}

/**
 * Preflight: what bulk_create with these fields would make, row by row, before anything is spent.
 * The template, data file, mappings, grouping and archive are checked as bulk_create checks them (the same
 * invalid-field errors), then the decks are rendered as the workers would and dropped; nothing is reserved or
 * stored. The allowance is not checked (the wizard shows it, and "Generate the first N" sends `rowLimit`).
 */
@Injectable()
export class PreflightBatchUseCase {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly templates: TemplateCache,
    @Inject(IMAGE_SOURCE_FACTORY) private readonly imageSources: ImageSourceFactory,
    private readonly gate: PreflightGate,
    private readonly datasets: DatasetStore,
  ) {}

  async execute(input: PreflightRequest): Promise<BatchPreflight> {
    // The data file and the images archive are deleted once the preflight is done with them.
    const imagesKey = input.imagesKey ?? null;
    let pass: PreflightPass;
    try {
      pass = this.gate.enter(input.actorId);
    } catch (error) {
      if (input.dataFileKey) await this.storage.delete(input.dataFileKey).catch(() => undefined);
      if (imagesKey) await this.storage.delete(imagesKey).catch(() => undefined);
      throw error;
    }
    try {
      return await this.preflight(input, imagesKey, pass.signal);
    } finally {
      pass.release();
      if (imagesKey) await this.storage.delete(imagesKey).catch(() => undefined);
    }
  }

  private async preflight(
    request: PreflightRequest,
    imagesKey: string | null,
    signal: AbortSignal,
  ): Promise<BatchPreflight> {
    let template: Template;
    try {
      template = await this.template(request.actorId, request.templateId);
      if (imagesKey) await checkImagesArchive(this.storage, imagesKey);
    } catch (error) {
      if (request.dataFileKey) await this.storage.delete(request.dataFileKey);
      throw error;
    }
    const data = await readDeckSources(
      this.storage,
      this.datasets,
      {
        actorId: request.actorId,
        ...(request.dataFileKey === undefined ? {} : { dataFileKey: request.dataFileKey }),
        ...(request.datasetId === undefined ? {} : { datasetId: request.datasetId }),
        dataMapping: request.dataMapping,
        ...(request.sectionMapping === undefined ? {} : { sectionMapping: request.sectionMapping }),
        ...(request.dataFormat ? { dataFormat: request.dataFormat } : {}),
        ...(request.dataEncoding ? { dataEncoding: request.dataEncoding } : {}),
        groupBy: request.groupBy ?? null,
      },
      template,
    );
    const sources = firstDecks(data.sources, request.rowLimit);
    const groupBy = request.groupBy || null;
    const picturesChecked = request.checkPictures !== false;
    const compiled = await this.templates.get(template.fileKey);
    const images = await this.openImages(picturesChecked ? imagesKey : null);
    try {
      const report = await preflightRows(
        compiled,
        sources.map((source) => ({ data: source.data, label: rowLabel(source, groupBy) })),
        {
          render: {
            locale: request.locale ?? DEFAULT_LOCALE,
            images: picturesChecked ? images.source : PICTURES_NOT_CHECKED,
          },
          limits: PREFLIGHT_LIMITS,
          signal,
        },
      );
      const finding = ({ kind, message, field, slide }: BatchPreflight['templateFindings'][number]) => ({
        kind,
        message,
        ...(field === undefined ? {} : { field }),
        ...(slide === undefined ? {} : { slide }),
      });
      return {
        rowsChecked: report.rowsChecked,
        rowsTotal: report.rowsTotal,
        rowsNeedingAttention: report.rowsNeedingAttention,
        rowsNotListed: report.rowsNotListed,
        imagesNotChecked: report.imagesNotChecked,
        picturesChecked,
        itemKind: data.format === 'json' ? 'object' : groupBy ? 'group' : 'row',
        templateFindings: report.templateFindings.map(finding),
        rows: report.rows.map((row) => ({
          row: row.row,
          label: row.label,
          findings: row.findings.map(finding),
          findingsNotListed: row.findingsNotListed,
        })),
      };
    } finally {
      await images.close();
    }
  }

  /** Another user's template is not found: preflight names no field, it answers 404. */
  private async template(userId: string, templateId: number): Promise<Template> {
    try {
      return await this.rpc.call('templates.resolve-for-use', { userId, templateId });
    } catch (error) {
      if (isDomainError(error, 'not_found')) throw GenerationErrors.notFound('Template');
      throw error;
    }
  }

  /** The engine's source over the archive, downloaded to a temporary file (never whole in memory). */
  private async openImages(imagesKey: string | null): Promise<PreflightImages> {
    const folder = imagesKey ? await mkdtemp(path.join(os.tmpdir(), 'deckmill-preflight-')) : null;
    const removeFolder = () => (folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve());
    try {
      let archivePath: string | null = null;
      if (folder && imagesKey) {
        archivePath = path.join(folder, 'images.zip');
        await pipeline(await this.storage.getStream(imagesKey), createWriteStream(archivePath));
      }
      const source: ClosableImageSource = await this.imageSources({ batchId: 'preflight', archivePath });
      return {
        source,
        close: async () => {
          await source.close?.();
          await removeFolder();
        },
      };
    } catch (error) {
      await removeFolder();
      throw error;
    }
  }
}
