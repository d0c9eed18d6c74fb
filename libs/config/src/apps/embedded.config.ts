import { IsOptional } from 'class-validator';
import { WithDataRetention } from '../groups/data-retention.variables';
import { WithAdminBootstrap } from '../groups/admin-bootstrap.variables';
import { WithAuditRetention } from '../groups/audit-retention.variables';
import { WithDeliveryAttachments, WithDeliveryRateLimit } from '../groups/deck-delivery.variables';
import { WithGenerationWorker } from '../groups/generation-worker.variables';
import { WithHttpServer } from '../groups/http-server.variables';
import { WithHttpTimeouts } from '../groups/http-timeouts.variables';
import { WithImageSources } from '../groups/image-sources.variables';
import { WithLocalMode } from '../groups/local-mode.variables';
import { WithOutbound } from '../groups/outbound.variables';
import { WithPdfOutput } from '../groups/pdf-output.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { SESSION_SECRET_MIN_LENGTH } from '../groups/session.variables';
import { WithSlidePreviews } from '../groups/slide-previews.variables';
import { WithSmtp } from '../groups/smtp.variables';
import { WithWebRoot } from '../groups/web-root.variables';
import { WithWebhookRetrySweep } from '../groups/webhook-retry-sweep.variables';
import { ConfigBase } from '../mixin';
import { IsText } from '../validators/is-text';
import { IsIntInRange } from '../validators/is-int-in-range';
import { ToInteger } from '../transforms';
import { Variable } from '../variable.decorator';
import { WEBHOOK_SECRET_KEY_MIN_LENGTH } from '../groups/webhook-secret-key.variables';
import { ROW_ENCRYPTION_KEYS_DESCRIPTION } from '../groups/row-encryption.variables';
import { IsBase64Key, IsKeyRing } from '../validators/is-encryption-key';

/** `npm start`: one process with PGlite, filesystem storage and the in-process bus, all under DATA_DIR. */
export class EmbeddedConfig extends WithLocalMode(
  WithAuditRetention(
    WithDataRetention(
      WithImageSources(
        WithWebhookRetrySweep(
          WithDeliveryAttachments(
            WithDeliveryRateLimit(
              WithOutbound(
                WithWebRoot(
                  WithPdfOutput(
                    WithSlidePreviews(
                      WithGenerationWorker(
                        WithAdminBootstrap(
                          WithSmtp(WithHttpTimeouts(WithHttpServer(WithRuntime(ConfigBase)))),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  ),
) {
  @Variable({
    description:
      'Threads (0-8) that render decks beside the main thread, which also serves requests and stores the decks; 0 renders there. Unset: 1 on a machine of more than 2 cores, else 0.',
  })
  @IsOptional()
  @ToInteger()
  @IsIntInRange(0, 8)
  RENDER_THREADS?: number;

  @Variable({
    description: 'Directory holding the embedded database, uploaded templates and generated decks.',
  })
  @IsText()
  DATA_DIR = './.data';

  @Variable({
    description: `Signs sessions and file links (at least ${SESSION_SECRET_MIN_LENGTH} characters). Embedded mode only: unset means one is generated and kept in DATA_DIR.`,
    sensitive: true,
  })
  @IsOptional()
  @IsText(SESSION_SECRET_MIN_LENGTH)
  SESSION_SECRET?: string;

  @Variable({
    description: `Encrypts the webhook endpoints' signing secrets in the database (at least ${WEBHOOK_SECRET_KEY_MIN_LENGTH} characters). Embedded mode: unset means one is generated and kept in DATA_DIR.`,
    sensitive: true,
  })
  @IsOptional()
  @IsText(WEBHOOK_SECRET_KEY_MIN_LENGTH)
  WEBHOOK_SECRET_KEY?: string;

  @Variable({
    description:
      'Encrypts every file in DATA_DIR/files (AES-256-GCM): 32 random bytes in base64 (openssl rand -base64 32). Embedded mode only: unset means one is generated and kept in DATA_DIR/storage-encryption-key; set, it wins over that file. It cannot be changed without losing the files written under the old one.',
    sensitive: true,
  })
  @IsOptional()
  @IsBase64Key()
  STORAGE_ENCRYPTION_KEY?: string;

  @Variable({
    description: `${ROW_ENCRYPTION_KEYS_DESCRIPTION} Embedded mode: unset means one is generated and kept in DATA_DIR/row-encryption-keys.`,
    sensitive: true,
  })
  @IsOptional()
  @IsKeyRing()
  ROW_ENCRYPTION_KEYS?: string;
}
