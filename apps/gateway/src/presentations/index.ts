// What the other gateway domains may use of presentations: they import it from here, never from its files.
export { closeOnFailure } from './download/close-on-failure';
export { sendBatchZip } from './download/send-batch-zip';
export { clientWentAway, sendDownload } from './download/send-download';
export { type DownloadAudit, sendRowFile } from './download/send-row-file';
export { streamZip, type ZipFile } from './download/stream-batch-zip';
export { positiveInteger, presentationId } from './presentation-id';
export { preflightReply, recentPresentation, rowDeliveryView } from './presentation-views';
