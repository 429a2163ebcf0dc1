export const FONTS: { from: string; to: string }[];
export const WEIGHTS: { min: number; max: number };
export const CHARACTERS_FILE: string;
export function charactersUsed(root: string): string;
