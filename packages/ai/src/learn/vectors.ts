/**
 * Arrays (typed or plain) read and written by index, for the training and scoring loops. An index out of range is
 * a bug in the loop, so it throws where `values[i]!` would have carried `undefined` on (as NaN in arithmetic).
 */
export function at<T>(values: ArrayLike<T>, index: number): T {
  const value = values[index];
  if (value === undefined) throw new RangeError(`index ${index} is outside 0..${values.length - 1}`);
  return value;
}

/** values[index] += delta. */
export function addAt(
  values: { [index: number]: number; readonly length: number },
  index: number,
  delta: number,
) {
  values[index] = at(values, index) + delta;
}
