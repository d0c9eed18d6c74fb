import { WithNats } from '../groups/nats.variables';
import { WithPdfOutput } from '../groups/pdf-output.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithS3 } from '../groups/s3.variables';
import { WithOfficeSandbox } from '../groups/office-sandbox.variables';
import { ConfigBase } from '../mixin';

/** The PDF worker: decks from object storage to PDF with LibreOffice, under the previews' sandbox and limits. */
export class ConverterConfig extends WithPdfOutput(
  WithOfficeSandbox(WithS3(WithNats(WithRuntime(ConfigBase)))),
) {}
