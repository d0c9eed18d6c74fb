/** One array of the pieces' bytes, in order (`length`: their sum, which the caller has counted). */
export function concatBytes(pieces: readonly Uint8Array[], length: number): Uint8Array {
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
