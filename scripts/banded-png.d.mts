export const MIN_BAND_ROWS: number;
export const MAX_BAND_ROWS: number;
export function bandStarts(raw: Uint8Array, height: number, stride: number): Uint8Array;
export function encodeBanded(image: { width: number; height: number; data: Uint8Array }): Buffer;
export function samePixels(
  a: { width: number; height: number; data: Buffer },
  b: { width: number; height: number; data: Buffer },
): boolean;
export function encodeBaseline(png: Buffer): Buffer;
