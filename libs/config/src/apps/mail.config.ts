import { WithDatabase } from '../groups/database.variables';
import { WithDeliveryAttachments } from '../groups/deck-delivery.variables';
import { WithNats } from '../groups/nats.variables';
import { WithPublicUrl } from '../groups/public-url.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithS3 } from '../groups/s3.variables';
import { WithSmtp } from '../groups/smtp.variables';
import { ConfigBase } from '../mixin';

/**
 * The mail sender: delivers every service's `mail.send` jobs over SMTP, with links to APP_URL, and mails rows'
 * decks to their recipients, reading them from object storage.
 */
export class MailConfig extends WithDeliveryAttachments(
  WithS3(WithPublicUrl(WithSmtp(WithNats(WithDatabase(WithRuntime(ConfigBase)))))),
) {}
