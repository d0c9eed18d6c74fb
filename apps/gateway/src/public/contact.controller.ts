import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CONTACT_SUCCESS_MESSAGE, ContactBodySchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { CONTACT_RATE_LIMIT } from './contact-rate-limit';

const HONEYPOT_FILLED = z.object({ website: z.string().trim().min(1) });

export interface ContactAnswer {
  ok: true;
  message: string;
}

/** POST /api/contact: the public contact form, stored and mailed to the operators by the admin service. */
@ApiTags('public')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ bucket: 'contact', ...CONTACT_RATE_LIMIT })
  @ApiOperation({ summary: 'Send a message (name, email, company, topic, message; website is a honeypot)' })
  async send(@Body() body: unknown): Promise<ContactAnswer> {
    // A bot filled the hidden field: it gets the usual answer, so it learns nothing, and the message is dropped.
    if (HONEYPOT_FILLED.safeParse(body).success) return { ok: true, message: CONTACT_SUCCESS_MESSAGE };
    const { website: _honeypot, ...message } = parseInput(ContactBodySchema, body);
    await this.rpc.call('admin.submit-contact', message);
    return { ok: true, message: CONTACT_SUCCESS_MESSAGE };
  }
}
