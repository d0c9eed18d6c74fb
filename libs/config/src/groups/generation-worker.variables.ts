import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/** How much generation work one process takes on at a time. */
export function WithGenerationWorker<TBase extends Constructor>(Base: TBase) {
  class GenerationWorkerVariables extends Base {
    @Variable({ description: 'Generation jobs (one deck each) a process works on concurrently.' })
    @ToInteger()
    @IsIntInRange(1, 64)
    GENERATION_CONCURRENCY = 2;
  }
  return GenerationWorkerVariables;
}
