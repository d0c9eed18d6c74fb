import { WithDataRetention } from '../groups/data-retention.variables';
import { WithDatabase } from '../groups/database.variables';
import { WithDeliveryRateLimit } from '../groups/deck-delivery.variables';
import { WithGenerationWorker } from '../groups/generation-worker.variables';
import { WithImageSources } from '../groups/image-sources.variables';
import { WithNats } from '../groups/nats.variables';
import { WithOutbound } from '../groups/outbound.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithRowEncryption } from '../groups/row-encryption.variables';
import { WithS3 } from '../groups/s3.variables';
import { ConfigBase } from '../mixin';

/**
 * Presentation batches: reads templates from and writes generated decks to object storage, and reaches out to
 * user-supplied URLs (images, webhooks) under the outbound policy.
 */
export class GenerationConfig extends WithRowEncryption(
  WithDataRetention(
    WithImageSources(
      WithDeliveryRateLimit(
        WithOutbound(WithGenerationWorker(WithS3(WithNats(WithDatabase(WithRuntime(ConfigBase)))))),
      ),
    ),
  ),
) {}
