import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../testing/harness';
import { CAMERA_HEIGHT, CAMERA_WIDTH } from './camera';

/** Width and height from the JPEG's frame header (SOF0). */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) return null;
  return { height: jpeg.readUInt16BE(sof + 5), width: jpeg.readUInt16BE(sof + 7) };
}

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b.at(-2) === 0xff && b.at(-1) === 0xd9;

describe('test camera', () => {
  let t: TestSimulator;
  beforeAll(async () => {
    t = await startTestSimulator();
  });
  afterAll(() => t.close());

  it('serves a JPEG snapshot of its picture without credentials', async () => {
    const response = await fetch(`${t.url}/camera/2/snapshot.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(isJpeg(jpeg)).toBe(true);
    expect(jpegSize(jpeg)).toEqual({ width: CAMERA_WIDTH, height: CAMERA_HEIGHT });
  });

  it('streams MJPEG: one moving picture after another, until the viewer goes', async () => {
    const frames = await new Promise<Buffer[]>((resolve, reject) => {
      const req = request(`${t.url}/camera/1/stream.mjpg`, (res) => {
        expect(res.headers['content-type']).toMatch(/^multipart\/x-mixed-replace; boundary=/);
        let body = Buffer.alloc(0);
        res.on('data', (chunk: Buffer) => {
          body = Buffer.concat([body, chunk]);
          const parts: Buffer[] = [];
          let at = body.indexOf(Buffer.from([0xff, 0xd8]));
          while (at >= 0) {
            const end = body.indexOf(Buffer.from([0xff, 0xd9]), at);
            if (end < 0) break;
            parts.push(body.subarray(at, end + 2));
            at = body.indexOf(Buffer.from([0xff, 0xd8]), end);
          }
          if (parts.length >= 2) {
            req.destroy();
            resolve(parts);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(frames.every(isJpeg)).toBe(true);
    expect(frames[0]?.equals(frames[1] ?? Buffer.alloc(0))).toBe(false);
  });

  it('still asks for credentials everywhere else', async () => {
    expect((await fetch(`${t.url}/sim/state`)).status).toBe(401);
  });
});
