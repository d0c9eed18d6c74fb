import { IsOptional } from 'class-validator';
import type { Constructor } from '../mixin';
import { IsUrlWithScheme } from '../validators/is-url-with-scheme';
import { IsText } from '../validators/is-text';
import { Variable } from '../variable.decorator';

/** Outgoing e-mail. Without SMTP_URL, messages are written to the log instead of being sent. */
export function WithSmtp<TBase extends Constructor>(Base: TBase) {
  class SmtpVariables extends Base {
    @Variable({
      description:
        'SMTP server URL, e.g. smtps://user:pass@mail.example.com:465. Unset: e-mails are only logged.',
      sensitive: true,
    })
    @IsOptional()
    @IsUrlWithScheme(['smtp', 'smtps'])
    SMTP_URL?: string;

    @Variable({ description: 'From header of outgoing e-mail.' })
    @IsText()
    MAIL_FROM = 'Deckmill <no-reply@deckmill.local>';
  }
  return SmtpVariables;
}
