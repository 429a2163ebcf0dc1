export const SOURCE_DIR: string;
export const THUMBS_DIR: string;
export function thumbnail(svg: string): Promise<Uint8Array>;
export function artworkIds(): number[];
