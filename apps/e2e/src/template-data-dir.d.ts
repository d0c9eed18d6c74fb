/** The variable that hands the template's path to the suites. */
export const TEMPLATE_ENV: string;
/** Starts the product once on a new directory, waits until it is healthy, stops it and returns the directory. */
export function makeTemplateDataDir(): Promise<string>;
/** Copies the template (when the run made one) into a product's new, empty DATA_DIR; false when there is none. */
export function copyTemplateDataDir(dataDir: string): boolean;
