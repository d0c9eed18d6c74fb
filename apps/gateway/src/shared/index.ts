// The code several gateway areas share: they import it from here, never from its files.
export { DownloadActivity, type DownloadVia } from './download-activity';
export { nameSearchOf } from './name-search';
