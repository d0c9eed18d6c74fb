import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@deckmill/bus-contracts';
import { isCommonPassword } from './common-passwords';

/**
 * What a new password must be (NIST 800-63B): 8 to 128 characters, no composition rules, not a common one.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `is too short (at least ${PASSWORD_MIN_LENGTH} characters)`;
  if (password.length > PASSWORD_MAX_LENGTH) return `is too long (at most ${PASSWORD_MAX_LENGTH} characters)`;
  if (isCommonPassword(password)) return 'is too common; choose a less guessable password';
  return null;
}
