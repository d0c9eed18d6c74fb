import { ConfigValidationError } from './config-validation-error';
import { loadConfig, type Environment } from './load-config';

export interface ExitOnBadConfig {
  printError(message: string): void;
  exit(code: number): never;
}

const processExit: ExitOnBadConfig = {
  printError: (message) => process.stderr.write(`${message}\n`),
  exit: (code) => process.exit(code),
};

/** For process entry points: a bad configuration prints what is wrong and ends the process with code 1. */
export function loadConfigOrExit<T extends object>(
  configClass: new () => T,
  env: Environment = process.env,
  onError: ExitOnBadConfig = processExit,
): T {
  try {
    return loadConfig(configClass, env);
  } catch (error) {
    if (!(error instanceof ConfigValidationError)) throw error;
    onError.printError(error.message);
    return onError.exit(1);
  }
}
