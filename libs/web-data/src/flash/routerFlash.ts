import type { FlashKind, FlashMessage } from './flashSlice';

const KINDS: readonly FlashKind[] = ['notice', 'success', 'alert', 'error'];

/** Router state that carries a flash to the next page: `navigate('/app/teams', { state: flashState(...) })`. */
export function flashState(kind: FlashKind, message: string): { flash: FlashMessage } {
  return { flash: { kind, message } };
}

/** The flash in a location's state, if it holds a well-formed one. */
export function readFlashState(state: unknown): FlashMessage | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const { flash } = state;
  if (typeof flash !== 'object' || flash === null) return null;
  if (!('kind' in flash) || !('message' in flash)) return null;
  const { kind, message } = flash;
  const knownKind = KINDS.find((candidate) => candidate === kind);
  if (!knownKind || typeof message !== 'string') return null;
  return { kind: knownKind, message };
}
