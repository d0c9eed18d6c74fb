import { WithRunMode } from '../groups/run-mode.variables';
import { ConfigBase } from '../mixin';

/** Read first by the launcher to decide which processes to start. */
export class RunModeConfig extends WithRunMode(ConfigBase) {}
