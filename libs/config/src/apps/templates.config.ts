import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithS3 } from '../groups/s3.variables';
import { WithSlidePreviews } from '../groups/slide-previews.variables';
import { ConfigBase } from '../mixin';

/** Template records, their .pptx files in object storage, and their slide previews. */
export class TemplatesConfig extends WithSlidePreviews(
  WithS3(WithNats(WithDatabase(WithRuntime(ConfigBase)))),
) {}
