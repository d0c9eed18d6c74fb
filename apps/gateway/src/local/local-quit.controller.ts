import { Controller, HttpCode, Inject, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SessionOnlyGuard, SignedInGuard } from '../auth';
import { LOCAL_MODE, type LocalMode } from './local-mode';

/**
 * The app menu's Quit (local mode): answers 202, then, once the answer is out, asks the process to shut down
 * gracefully (it exits 0). Signed-in browsers only, with the CSRF token as every app POST.
 */
@ApiTags('local')
@Controller('api/app/local')
@UseGuards(SignedInGuard, SessionOnlyGuard)
export class LocalQuitController {
  constructor(@Inject(LOCAL_MODE) private readonly local: LocalMode) {}

  @Post('quit')
  @HttpCode(202)
  @ApiOperation({ summary: 'Local mode: stop Deckmill on this computer' })
  quit(@Res({ passthrough: true }) res: Response): { stopping: true } {
    res.once('finish', () => this.local.quit());
    return { stopping: true };
  }
}
