import { Inject, Injectable } from '@nestjs/common';
import { RENDERS_CHUNKS } from '../generation.options';
import { TemplateCache } from './template-cache';

/**
 * Compiles a new batch's template while its rows are stored, in a process that will render it. Embedded mode
 * stores a batch in PGlite's thread, and its event loop waited there idle (about 1 s for 10,000 rows of the
 * 140 KB bench deck) before the first chunk compiled the template for 0.3 s of it (bench:batch CPU profile).
 * A process that never renders (the `api` part) compiles nothing for it.
 */
@Injectable()
export class TemplateWarmup {
  constructor(
    private readonly templates: TemplateCache,
    @Inject(RENDERS_CHUNKS) private readonly rendersChunks: boolean,
  ) {}

  startFor(fileKey: string): void {
    if (this.rendersChunks) this.templates.warm(fileKey);
  }
}
