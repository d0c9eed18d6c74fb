import { WithLocalMode } from '../groups/local-mode.variables';
import { WithRunMode } from '../groups/run-mode.variables';
import { ConfigBase } from '../mixin';

/** Read first by the launcher to decide which processes to start (local mode only in embedded mode). */
export class RunModeConfig extends WithLocalMode(WithRunMode(ConfigBase)) {}
