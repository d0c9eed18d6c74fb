import type { RpcRequest } from '@deckmill/bus-contracts';

/** A preflight: bulk_create's template, data file, mappings, grouping, locale, row limit and images archive. */
export class PreflightBatchCommand {
  constructor(
    readonly actorId: string,
    readonly templateId: number,
    /** Where the gateway streamed the data file; deleted once read. */
    readonly csvKey: string,
    readonly dataMapping: string,
    readonly options: {
      readonly sectionMapping?: string;
      readonly dataFormat?: 'csv' | 'json';
      readonly groupBy?: string | null;
      readonly locale?: string;
      readonly rowLimit?: number | null;
      /** The images archive, deleted once the preflight is done with it. */
      readonly imagesKey?: string | null;
      /** False: pictures are taken as found, none looked up (the wizard's automatic checks). */
      readonly checkPictures?: boolean;
    } = {},
  ) {}

  static from(request: RpcRequest<'generation.preflight'>): PreflightBatchCommand {
    const { actorId, templateId, csvKey, dataMapping, ...options } = request;
    return new PreflightBatchCommand(actorId, templateId, csvKey, dataMapping, options);
  }
}
