import { RunModeConfig, loadConfigOrExit } from '@deckmill/config';
import { startTracingIfConfigured, targetSpecOf } from '@deckmill/server-kit/tracing';

// Imported first by main.ts, for this side effect: the instrumentations patch `http` and `pg` as they load,
// so tracing starts before anything else is imported. The operator commands (`admin`, `ops`) are not traced.
const argv = process.argv.slice(2);
if (argv[0] !== 'admin' && argv[0] !== 'ops') {
  startTracingIfConfigured(
    process.env,
    targetSpecOf(argv, loadConfigOrExit(RunModeConfig, process.env).DECKMILL_TARGET),
  );
}
