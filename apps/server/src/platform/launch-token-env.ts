/**
 * Takes the desktop launcher's token out of the environment once the config holds it: every child process
 * (PGlite's initdb, LibreOffice, the window's browser) inherits the environment, and none has a use for it.
 */
export function forgetLaunchToken(env: NodeJS.ProcessEnv): void {
  delete env['LOCAL_LAUNCH_TOKEN'];
}
