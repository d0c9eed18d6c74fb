import { Logger } from '@nestjs/common';
import type { SandboxKind } from './sandbox-command';
import { detectSandbox, type SandboxSupport } from './sandbox-host';

let probe: Promise<SandboxSupport> | undefined;

/**
 * The host's sandbox support, probed once per process (`wanted` is the process's one setting, the same at
 * every call: previews and PDF output share it). Anything weaker than bubblewrap is logged as a
 * warning at every start, since LibreOffice then sees the server's file system.
 */
export function sandboxSupport(wanted: SandboxKind): Promise<SandboxSupport> {
  probe ??= detectSandbox(wanted).then((support) => {
    const logger = new Logger('OfficeSandbox');
    if (support.kind === 'bwrap') logger.log('LibreOffice runs in a bubblewrap sandbox');
    else {
      logger.warn(
        `LibreOffice runs WITHOUT a file system sandbox (${support.kind}: ${support.reason ?? ''}); ` +
          'install bubblewrap and allow unprivileged user namespaces (see docs/security.md)',
      );
    }
    return support;
  });
  return probe;
}
