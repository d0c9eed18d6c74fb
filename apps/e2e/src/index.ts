export {
  startProduct,
  openBrowser,
  type RunningProduct,
  type StartOptions,
  type BrowserSession,
} from './harness';
