/**
 * Which files of one upload fit in the bytes left, in the order chosen: each file that fits
 * uses its bytes; one that does not is refused before a byte is sent (the server would refuse
 * it with a 413 after the whole file crossed the network).
 */
export function splitByStorageLeft<T extends { size: number }>(
  files: readonly T[],
  bytesLeft: number,
): { fit: T[]; refused: T[] } {
  const fit: T[] = [];
  const refused: T[] = [];
  let left = bytesLeft;
  for (const file of files) {
    if (file.size <= left) {
      fit.push(file);
      left -= file.size;
    } else {
      refused.push(file);
    }
  }
  return { fit, refused };
}
