// `npm run audit:verify [-- --chain <chain>]`: recomputes the audit trail's hash chains (docs/audit.md) in the
// admin service's database, as configured for this environment (DECKMILL_MODE, DATABASE_URL or DATA_DIR), and
// prints the result. Exits 1 when a chain is broken, 2 when it could not check (or the --chain named does not exist).
import 'reflect-metadata';
import { adminDatabase, verificationOutcome, verifyChains } from '@deckmill/admin-service';
import { RunModeConfig, loadConfigOrExit } from '@deckmill/config';
import { openPlatform } from '../../apps/server/src/platform/open-platform';

function chainArgument(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--chain');
  return at >= 0 ? argv[at + 1] : undefined;
}

async function main(): Promise<number> {
  const { DECKMILL_MODE } = loadConfigOrExit(RunModeConfig, process.env);
  const platform = await openPlatform(DECKMILL_MODE, ['admin'], process.env);
  try {
    const dataSource = await platform.openDatabase([adminDatabase], false);
    try {
      const chain = chainArgument(process.argv.slice(2));
      const { lines, exitCode } = verificationOutcome(await verifyChains(dataSource, chain), chain);
      (exitCode === 2 ? process.stderr : process.stdout).write(lines.map((line) => `${line}\n`).join(''));
      return exitCode;
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await platform.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`audit:verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
