import { IsIn } from 'class-validator';
import { IsText } from '../validators/is-text';
import type { Constructor } from '../mixin';
import { Variable } from '../variable.decorator';

export const RUN_MODES = ['embedded', 'distributed'] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** Embedded: one process, no outside services. Distributed: one process per service. */
export function WithRunMode<TBase extends Constructor>(Base: TBase) {
  class RunModeVariables extends Base {
    @Variable({
      description: 'embedded (one process hosts everything) or distributed (one process per service).',
    })
    @IsIn(RUN_MODES)
    DECKMILL_MODE: RunMode = 'embedded';

    @Variable({
      description:
        'Services this process runs: all, or a comma-separated list (gateway, identity, ...); --target= wins.',
    })
    @IsText()
    DECKMILL_TARGET = 'all';
  }
  return RunModeVariables;
}
