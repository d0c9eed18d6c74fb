/**
 * Longest value a slide can hold: 10,000 characters already overflow any text box several times. A longer value
 * is refused while its file is read, before anything is stored, since its deck could never be made.
 */
export const MAX_VALUE_CHARS = 10_000;
