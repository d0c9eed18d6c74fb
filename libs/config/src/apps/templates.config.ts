import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithS3 } from '../groups/s3.variables';
import { ConfigBase } from '../mixin';

/** Template records and their .pptx files in object storage. */
export class TemplatesConfig extends WithS3(WithNats(WithDatabase(WithRuntime(ConfigBase)))) {}
