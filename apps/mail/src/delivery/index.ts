// What the other mail domains may use of delivery: they import it from here, never from its files.
export { MailClaims } from './mail-claims';
export { MailTransport, type OutgoingMail } from './mail-transport';
export { RETRY_WHILE_SENDING_MS } from './mail.events';
export { escapeHtml } from './render-mail';
