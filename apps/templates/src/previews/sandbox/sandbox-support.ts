import { Logger } from '@nestjs/common';
import type { SandboxKind } from './sandbox-command';
import { detectSandbox, type SandboxSupport } from './sandbox-host';

let probe: Promise<SandboxSupport> | undefined;

/**
 * The host's sandbox support, probed once per process (`wanted` is the service's one setting, the same at
 * every call). Anything weaker than bubblewrap is logged as a
 * warning at every start, since LibreOffice then sees the server's file system.
 */
export function sandboxSupport(wanted: SandboxKind): Promise<SandboxSupport> {
  probe ??= detectSandbox(wanted).then((support) => {
    const logger = new Logger('PreviewSandbox');
    if (support.kind === 'bwrap') logger.log('slide previews: LibreOffice runs in a bubblewrap sandbox');
    else {
      logger.warn(
        `slide previews: LibreOffice runs WITHOUT a file system sandbox (${support.kind}: ${support.reason ?? ''}); ` +
          'install bubblewrap and allow unprivileged user namespaces (see docs/security.md)',
      );
    }
    return support;
  });
  return probe;
}
