import { z } from 'zod';
import { ErrorBodySchema, errorBodyFromZod, type ErrorBody } from '@deckmill/api-contracts';
import { messagesFromZod, type ServiceErrorMessages } from '@deckmill/bus-contracts';
import { ServiceException } from '@deckmill/messaging';
import { ApiError, type HttpErrorBody } from '@deckmill/server-kit';

/**
 * The platform libraries declare the error body themselves (services must not depend on api-contracts);
 * here, where all of them meet, the declarations are held to the API's.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsHttp: Same<HttpErrorBody, ErrorBody> = true;
const sameAsService: Same<ServiceErrorMessages, ErrorBody> = true;

const Signup = z.object({ email: z.string().email('is invalid'), name: z.string().min(1, "can't be blank") });

describe('the error body the platform libraries declare', () => {
  it('has the same type as the API error body', () => {
    expect([sameAsHttp, sameAsService]).toEqual([true, true]);
  });

  it('is what the API schema accepts, unchanged', () => {
    const bodies = [
      ApiError.field('team.name', "can't be blank").body,
      ApiError.notFound().body,
      new ServiceException({
        kind: 'invalid_request',
        error: 'is invalid',
        errors: { email: ['is invalid'] },
      }).body(),
    ];
    for (const body of bodies) expect(ErrorBodySchema.parse(body)).toEqual(body);
  });

  it("keys zod issues as the API's errorBodyFromZod does, with and without a prefix", () => {
    const issues = Signup.safeParse({ email: 'nope', name: '' }).error?.issues ?? [];
    expect(issues).toHaveLength(2);
    expect(messagesFromZod(issues, 'user')).toEqual(errorBodyFromZod(issues, 'user'));
    expect(messagesFromZod(issues)).toEqual(errorBodyFromZod(issues));
    expect(messagesFromZod([])).toEqual(errorBodyFromZod([]));
  });
});
