export {
  startProduct,
  openBrowser,
  type RunningProduct,
  type StartOptions,
  type BrowserSession,
  slowDownScripts,
} from './harness';
export { TEST_PASSWORD, csrfToken, signOutInBrowser, signUpInBrowser, type NewAccount } from './accounts';
export { dropFile } from './drop-file';
export { confirmationLink, invitationLink } from './mail-links';
export { libreOfficeText } from './libreoffice';
export { decodedWidth } from './decoded-width';
