/** Issue 22: a batch its owner deleted. */
export class ForgetBatchCommand {
  constructor(readonly batchId: string) {}
}
