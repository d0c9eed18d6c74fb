import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { principalOf } from '../auth';
import { csrfTokenOf } from './request-details';
import { type SessionBody, SessionView } from './session-view';

@ApiTags('accounts')
@Controller('api/session')
export class SessionController {
  constructor(private readonly view: SessionView) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user (or null) and the CSRF token' })
  show(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionBody> {
    res.setHeader('Cache-Control', 'no-store');
    return this.view.build(principalOf(req), csrfTokenOf(res));
  }
}
