import { createHash } from 'node:crypto';
import { solidPng } from '@deckmill/testing';
import type { DeckImage } from '../../src/images/image-source';

const bytes = solidPng(40, 20, [10, 200, 10]);

/** A 40 x 20 green PNG as an image source hands it over: what picture specs place in a frame. */
export const GREEN_PICTURE: DeckImage = {
  bytes,
  contentType: 'image/png',
  extension: 'png',
  width: 40,
  height: 20,
  hash: createHash('sha256').update(bytes).digest('hex'),
};
