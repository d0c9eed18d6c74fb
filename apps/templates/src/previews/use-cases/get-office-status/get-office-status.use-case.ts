import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { SlideRenderer } from '../../slide-renderer';

/**
 * Whether LibreOffice (and poppler) are installed here: what decides that a template's previews are
 * `unavailable`, asked by the wizard before PDF output is offered.
 */
@Injectable()
export class GetOfficeStatusUseCase {
  constructor(private readonly renderer: SlideRenderer) {}

  async execute(): Promise<RpcReply<'templates.office-status'>> {
    const [missing, pdfAvailable] = await Promise.all([
      this.renderer.missingTools(),
      this.renderer.pdfAvailable(),
    ]);
    return { available: missing.length === 0, missing, pdfAvailable };
  }
}
