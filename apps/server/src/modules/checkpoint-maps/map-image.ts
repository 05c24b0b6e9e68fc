import type { IssueList } from '@wardlight/domain';

/** Spec part 1 §9: image upload limit 5 MB. */
export const MAP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// The image travels as a data URL in the GraphQL input: no second upload route and no temporary files,
// and the GraphQL route's body limit is raised just enough for 5 MB in base64 (ADR 0011).
const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes a base64 text decodes to, without decoding it. */
const decodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/** A map image: a base64 data URL of a PNG, JPEG, GIF, WebP or SVG image of at most 5 MB. */
export function mapImage(field: string, value: string | null | undefined, issues: IssueList): boolean {
  if (!value) return true;
  const match = DATA_URL.exec(value);
  if (!match) {
    issues.add(field, 'invalid_value', { reason: 'image_format' });
    return false;
  }
  if (decodedBytes(match[2] ?? '') <= MAP_IMAGE_MAX_BYTES) return true;
  issues.add(field, 'max_value', { max: '5 MB' });
  return false;
}
