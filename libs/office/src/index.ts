// LibreOffice confined (docs/security.md, docs/pdf-output.md): the sandbox, the bounded runners, the fair
// pool and work directories that previews and PDF output share, and the PDF converter with its font report.
export {
  sandboxedCommand,
  type HostPath,
  type SandboxKind,
  type SandboxRequest,
} from './sandbox/sandbox-command';
export { detectSandbox, hostPaths, type SandboxSupport } from './sandbox/sandbox-host';
export { sandboxSupport } from './sandbox/sandbox-support';
export { CommandFailedError, CommandTimedOutError, runBounded } from './run-bounded';
export { DEFAULT_MEMORY_LIMIT_BYTES, keptEnvironment, runConfined, type ConfinedRun } from './run-confined';
export { convertToPdfOffline, type OfflineConversion } from './offline-libreoffice';
export {
  DEFAULT_WARM_SETTINGS,
  WarmOffice,
  type InstanceStarter,
  type WarmOfficeOptions,
  type WarmOfficeSettings,
} from './warm/warm-office';
export { InstanceCrashedError, type WarmInstance } from './warm/office-instance';
export { createWorkDir, sweepOrphanedWorkDirs, type WorkPurpose } from './work-dirs';
export { FairPool, type PoolPriority } from './fair-pool';
export {
  executableCandidates,
  findExecutable,
  locateExecutable,
  type ExecutableHost,
} from './find-executable';
export {
  DEFAULT_PDF_OPTIONS,
  PdfConverter,
  type ConvertOptions,
  type OfficeRunner,
  type PdfConverterOptions,
  type PdfOutput,
} from './pdf/pdf-converter';
export { ConverterStoppedError, PdfConversionError, type PdfFailureReason } from './pdf/pdf-conversion-error';
export type { FontReport, FontUse } from './pdf/font-report';
export { MAX_REQUESTED_FONTS, fontRequests } from './pdf/font-requests';
export { familyOfPdfFont, parsePdfFonts, sameFamily, type PdfFont } from './pdf/pdf-fonts';
