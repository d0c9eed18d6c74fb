/** A batch its owner deleted. */
export class ForgetBatchCommand {
  constructor(readonly batchId: string) {}
}
