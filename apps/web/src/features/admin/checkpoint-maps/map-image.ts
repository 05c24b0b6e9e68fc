// The server's rule for a map image (modules/checkpoint-maps/map-image.ts): a base64 data URL of a PNG,
// JPEG, GIF, WebP or SVG image of at most 5 MB (spec part 1 §9). The form refuses a bigger file before
// reading it, so it never travels.

export const MAP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAP_IMAGE_MAX_TEXT = '5 MB';
export const MAP_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/** Why a chosen file cannot be the map image, or null when it can. */
export function imageFileProblem(file: { size: number; type: string }): 'imageTooBig' | 'imageFormat' | null {
  if (!(MAP_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageFormat';
  return file.size > MAP_IMAGE_MAX_BYTES ? 'imageTooBig' : null;
}

/** Bytes a data URL's base64 part decodes to, without decoding it. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
