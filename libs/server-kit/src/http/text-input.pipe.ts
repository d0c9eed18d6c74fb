import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';
import { controlCharacterErrors, pathsWithForbiddenCharacters } from './text-input';

/**
 * Global pipe: a path parameter or query value holding a control character is a 422 keyed by its name,
 * before any controller passes it on (bodies are checked by parseInput, with the request's field keys).
 */
@Injectable()
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' && metadata.type !== 'query') return value;
    const forbidden = pathsWithForbiddenCharacters(value, 'line');
    if (forbidden.length === 0) return value;
    const named = metadata.data ? forbidden.map((path) => [metadata.data as string, ...path]) : forbidden;
    throw new ApiError(422, controlCharacterErrors(named));
  }
}
