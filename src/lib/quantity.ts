/** Quantity limits on every selector and cart line (docs/behaviour.md "Quantity": default 1, 1..99). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
export const DEFAULT_QUANTITY = 1;

/**
 * Any input to a whole quantity in 1..99: numbers are truncated, numeric strings parsed,
 * anything else (NaN, '', objects) falls back to the minimum.
 */
export function clampQuantity(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) {
    if (number === Number.POSITIVE_INFINITY) return MAX_QUANTITY;
    return MIN_QUANTITY;
  }
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(number)));
}
