export interface ProductSettings {
  readonly dataDir: string;
  readonly port: number;
  readonly token: string;
  readonly webRoot: string;
}

/**
 * The environment the embedded product starts with in the window's local mode: loopback only, a port of its
 * own, the launch token for /local/open. The user's own settings (LOG_LEVEL, DECKMILL_SOFFICE...) stay.
 */
export function productEnv(base: NodeJS.ProcessEnv, settings: ProductSettings): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${settings.port}`;
  return {
    LOG_LEVEL: 'warn',
    ...base,
    DECKMILL_MODE: 'embedded',
    LOCAL_MODE: 'true',
    LOCAL_LAUNCH_TOKEN: settings.token,
    DATA_DIR: settings.dataDir,
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    APP_URL: url,
    DECKMILL_WEB_ROOT: settings.webRoot,
  };
}
