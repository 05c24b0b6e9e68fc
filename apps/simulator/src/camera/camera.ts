import type { FastifyInstance } from 'fastify';
import { encodeGreyJpeg } from './jpeg';

/**
 * The simulator's test camera (issue 14 item 5): a generated picture as a JPEG snapshot and as an MJPEG
 * stream, so that the display's video frames show a real image in tests and demos without a camera.
 * Open, as a camera on the ward's network usually is to the displays' browsers (an <img> cannot send
 * Basic auth). The picture: a grey gradient with a grid, a bar that moves with each frame and the
 * camera's number as blocks in the top left corner.
 */
export const CAMERA_WIDTH = 320;
export const CAMERA_HEIGHT = 240;
/** An MJPEG frame this often: enough to see it move, little work for the simulator. */
export const MJPEG_FRAME_MS = 500;
const BOUNDARY = 'wardlight-camera-frame';

/** The bar comes round every 20 frames: each picture is made once and kept (at most 9 × 20 of 5 KB). */
const FRAMES_PER_ROUND = CAMERA_WIDTH / 16;
const made = new Map<string, Buffer>();

export function cameraPicture(camera: number, frame: number): Buffer {
  const key = `${camera}:${frame % FRAMES_PER_ROUND}`;
  let picture = made.get(key);
  if (!picture) {
    picture = drawPicture(camera, frame % FRAMES_PER_ROUND);
    made.set(key, picture);
  }
  return picture;
}

function drawPicture(camera: number, frame: number): Buffer {
  const pixels = new Uint8Array(CAMERA_WIDTH * CAMERA_HEIGHT);
  const bar = (frame * 16) % CAMERA_WIDTH;
  for (let y = 0; y < CAMERA_HEIGHT; y += 1) {
    for (let x = 0; x < CAMERA_WIDTH; x += 1) {
      let value = 40 + Math.floor((x / CAMERA_WIDTH) * 120 + (y / CAMERA_HEIGHT) * 60);
      if (x % 40 === 0 || y % 40 === 0) value = 200;
      if (x >= bar && x < bar + 16) value = 250;
      // The camera's number: that many white blocks along the top.
      if (y >= 8 && y < 24 && x >= 8 && Math.floor((x - 8) / 24) < camera && (x - 8) % 24 < 16) value = 255;
      pixels[y * CAMERA_WIDTH + x] = value;
    }
  }
  return encodeGreyJpeg(pixels, CAMERA_WIDTH, CAMERA_HEIGHT);
}

function cameraNumber(params: unknown): number {
  const value = Number((params as { camera?: string }).camera);
  return Number.isInteger(value) && value >= 1 && value <= 9 ? value : 1;
}

export function registerCameraRoutes(app: FastifyInstance): void {
  app.get('/camera/:camera/snapshot.jpg', async (request, reply) =>
    reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'no-store')
      .send(cameraPicture(cameraNumber(request.params), Math.floor(Date.now() / MJPEG_FRAME_MS))),
  );

  app.get('/camera/:camera/stream.mjpg', (request, reply) => {
    const camera = cameraNumber(request.params);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
      'cache-control': 'no-store',
      connection: 'close',
    });
    let frame = 0;
    const send = () => {
      const jpeg = cameraPicture(camera, frame);
      frame += 1;
      res.write(`--${BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
      res.write(jpeg);
      res.write('\r\n');
    };
    send();
    const timer = setInterval(send, MJPEG_FRAME_MS);
    timer.unref();
    const stop = () => clearInterval(timer);
    request.raw.on('close', stop);
    res.on('close', stop);
    res.on('error', stop);
  });
}
