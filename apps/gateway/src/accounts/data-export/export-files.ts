import type { ObjectStorage } from '@deckmill/storage';
import type { RpcReply } from '@deckmill/bus-contracts';
import { isDomainError, type RpcClient } from '@deckmill/messaging';
import type { ZipFile } from '../../presentations';
import { csvLine } from '../../csv-export';
import { datasetReply } from '../../datasets';
import { profileView } from '../profile-view';
import { rowsCsv, type ExportRow } from './rows-csv';
import { batchLinks, exportedLink, viewLines } from './share-export';

/** Pages asked of the owning services while the archive is written. */
const BATCH_PAGE = 500;
const ROW_PAGE = 1000;
const ACTIVITY_PAGE = 1000;

const encoder = new TextEncoder();

async function* utf8(texts: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Uint8Array> {
  for await (const text of texts) yield encoder.encode(text);
}

function jsonFile(fileName: string, value: () => Promise<unknown>): ZipFile {
  return {
    fileName,
    deflate: true,
    content: async () => utf8([`${JSON.stringify(await value(), null, 2)}\n`]),
  };
}

/** A name safe in every unzip tool: no path separators or control characters, at most 80 characters. */
export function safeName(name: string): string {
  const printable = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || char === '\u007f' ? '_' : char))
    .join('');
  const cleaned = printable
    .replace(/[/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  return cleaned.slice(0, 80) || 'untitled';
}

export interface ExportSources {
  rpc: Pick<RpcClient, 'call'>;
  storage: Pick<ObjectStorage, 'getStream'>;
  userId: string;
}

async function profile({ rpc, userId }: ExportSources): Promise<unknown> {
  const [account, memberships, subscription] = await Promise.all([
    rpc.call('identity.get-profile', { userId }),
    rpc.call('teams.memberships', { userId }),
    rpc.call('billing.get-subscription', { userId }),
  ]);
  return {
    account: { id: userId, ...profileView(account) },
    teams: memberships.teams.map((team) => ({ id: team.teamId, name: team.name, role: team.role })),
    subscription,
  };
}

async function* templateFiles(sources: ExportSources): AsyncGenerator<ZipFile> {
  const { templates } = await sources.rpc.call('templates.list-owned', { ownerId: sources.userId });
  yield jsonFile('templates/templates.json', async () =>
    templates.map((template) => ({
      id: template.id,
      name: template.name,
      file: `${template.id}-${safeName(template.name)}.pptx`,
      team_id: template.teamId,
      placeholders: template.placeholders,
      size_bytes: template.sizeBytes,
      slide_count: template.slideCount,
      presentations_count: template.presentationsCount,
      created_at: template.createdAt,
      updated_at: template.updatedAt,
    })),
  );
  for (const template of templates) {
    yield {
      fileName: `templates/${template.id}-${safeName(template.name)}.pptx`,
      content: async () => (await sources.storage.getStream(template.file.key)) as AsyncIterable<Uint8Array>,
    };
  }
}

async function* ownedBatches(sources: ExportSources) {
  for (let offset = 0; ; offset += BATCH_PAGE) {
    const page = await sources.rpc.call('generation.list-owned', {
      ownerId: sources.userId,
      offset,
      limit: BATCH_PAGE,
    });
    yield* page.batches;
    if (!page.hasMore) return;
  }
}

function rowPages(sources: ExportSources, batchId: string) {
  return async function* (): AsyncGenerator<readonly ExportRow[]> {
    for (let after: number | null = 0; after !== null;) {
      const page: RpcReply<'generation.export-rows'> = await sources.rpc.call('generation.export-rows', {
        ownerId: sources.userId,
        batchId,
        afterRow: after,
        limit: ROW_PAGE,
      });
      yield page.rows;
      after = page.nextAfterRow;
    }
  };
}

async function* batchFiles(sources: ExportSources): AsyncGenerator<ZipFile> {
  const listed: unknown[] = [];
  for await (const batch of ownedBatches(sources)) {
    const folder = `batches/${batch.id}-${safeName(batch.name)}`;
    listed.push({
      id: batch.id,
      name: batch.name,
      template: { id: batch.templateId, name: batch.templateName },
      status: batch.status,
      data_format: batch.dataFormat,
      row_count: batch.rowCount,
      rows_done: batch.rowsDone,
      rows_failed: batch.rowsFailed,
      created_at: batch.createdAt,
      completed_at: batch.completedAt,
      rows_file: `${folder}/rows.csv`,
    });
    yield {
      fileName: `${folder}/rows.csv`,
      deflate: true,
      content: () => utf8(rowsCsv(rowPages(sources, batch.id))),
    };
    const links = await batchLinks(sources.rpc, sources.userId, batch.id);
    if (links.length > 0) {
      yield jsonFile(`${folder}/links.json`, async () => links.map(exportedLink));
      yield {
        fileName: `${folder}/views.jsonl`,
        deflate: true,
        content: () => utf8(viewLines(sources.rpc, sources.userId, batch.id)),
      };
    }
  }
  // After the rows: the list is the batches' metadata only (small), gathered while their rows were written.
  yield jsonFile('batches.json', async () => listed);
}

const DATASET_PAGE = 1000;

/** A dataset's rows as the export writes them: a table as CSV (its columns in order), JSON objects a line each. */
async function* datasetRows(sources: ExportSources, datasetId: string): AsyncGenerator<string> {
  for (let offset: number | null = 0; offset !== null;) {
    let page: RpcReply<'generation.export-dataset-rows'>;
    try {
      page = await sources.rpc.call('generation.export-dataset-rows', {
        ownerId: sources.userId,
        datasetId,
        offset,
        limit: DATASET_PAGE,
      });
    } catch (error) {
      // Expired or deleted while the archive was written: its file ends there, the archive goes on.
      if (isDomainError(error, 'not_found')) return;
      throw error;
    }
    const { headers } = page;
    if (headers && offset === 0) yield csvLine(headers, 'needed');
    yield page.rows
      .map((row) =>
        headers
          ? csvLine(
              headers.map((column) => row[column]),
              'needed',
            )
          : `${JSON.stringify(row)}\n`,
      )
      .join('');
    offset = page.nextOffset;
  }
}

/** datasets.json (what each upload was read as) and each dataset's rows, as its owner uploaded them. */
async function* datasetFiles(sources: ExportSources): AsyncGenerator<ZipFile> {
  const { datasets } = await sources.rpc.call('generation.list-owned-datasets', { ownerId: sources.userId });
  const listed = datasets.map((dataset) => {
    const rowsFile = `datasets/${dataset.id}-${safeName(dataset.fileName)}.${dataset.kind === 'table' ? 'csv' : 'jsonl'}`;
    return { ...datasetReply(dataset), rows_file: rowsFile };
  });
  yield jsonFile('datasets/datasets.json', async () => listed);
  for (const dataset of listed) {
    yield {
      fileName: dataset.rows_file,
      deflate: true,
      content: () => utf8(datasetRows(sources, dataset.id)),
    };
  }
}

async function* activityLines(sources: ExportSources): AsyncGenerator<string> {
  for (let cursor: string | null = null; ;) {
    const page: RpcReply<'audit.list'> = await sources.rpc.call('audit.list', {
      scope: { kind: 'user', userId: sources.userId },
      filters: {},
      cursor,
      limit: ACTIVITY_PAGE,
    });
    yield page.entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    cursor = page.nextCursor;
    if (cursor === null) return;
  }
}

/**
 * The files of a user's data export (docs/accounts.md), in archive order, each produced when the archive
 * reaches it: profile.json, templates/ (templates.json and each .pptx), batches/<id>-<name>/rows.csv (and a
 * batch with personal links: links.json, views.jsonl), batches.json, datasets/ (datasets.json and each one's rows), activity.jsonl.
 */
export async function* exportFiles(sources: ExportSources): AsyncGenerator<ZipFile> {
  yield jsonFile('profile.json', () => profile(sources));
  yield* templateFiles(sources);
  yield* batchFiles(sources);
  yield* datasetFiles(sources);
  yield { fileName: 'activity.jsonl', deflate: true, content: () => utf8(activityLines(sources)) };
}
