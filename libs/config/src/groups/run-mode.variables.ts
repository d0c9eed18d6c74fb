import { IsIn } from 'class-validator';
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
  }
  return RunModeVariables;
}
