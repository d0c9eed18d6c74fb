import type { RpcClient } from '@deckmill/messaging';
import { ServiceException } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import type { Request } from 'express';
import type { DatasetReply } from '@deckmill/api-contracts';
import { datasetReply } from './dataset-views';
import { receiveDatasetUpload } from './receive-dataset-upload';

/**
 * The upload, then generation's one read of it. Generation deletes the upload whatever it answers; if no
 * generation took the call, the gateway deletes it (the orphan sweep would, hours later).
 */
export async function createDataset(
  req: Request,
  actorId: string,
  rpc: RpcClient,
  storage: ObjectStorage,
): Promise<DatasetReply> {
  const call = await receiveDatasetUpload(req, storage);
  // A 20 MB workbook is read whole and laid out as rows: seconds, not minutes (docs/data-files.md).
  const dataset = await rpc
    .call('generation.create-dataset', { actorId, ...call }, { timeoutMs: 60_000 })
    .catch(async (error: unknown) => {
      if (error instanceof ServiceException && error.serviceError.code === 'rpc_unavailable') {
        await storage.delete(call.fileKey);
      }
      throw error;
    });
  return datasetReply(dataset);
}
