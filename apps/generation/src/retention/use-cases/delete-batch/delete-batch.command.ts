/** The owner deletes one of their batches and everything of it. */
export class DeleteBatchCommand {
  constructor(
    readonly actorId: string,
    readonly batchId: string,
  ) {}
}
