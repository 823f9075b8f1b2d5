/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatCheckInCode } from '@bridgehub/contract';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { FRAME_HEIGHT, FRAME_WIDTH, qrFrame } from '../../../test/qr-frame.ts';
import { readQrCode } from './qr-reader.ts';

beforeAll(async () => {
  // In the browser the decoder is fetched from the product; here it is read from the package.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
});

/** An RGBA image of a camera frame's brightness, as the station's canvas gives it. */
const imageOf = (luma: Uint8Array) => {
  const data = new Uint8ClampedArray(luma.length * 4).fill(255);
  for (let pixel = 0; pixel < luma.length; pixel += 1) {
    data[pixel * 4] = data[pixel * 4 + 1] = data[pixel * 4 + 2] = luma[pixel] ?? 0;
  }
  return { data, width: FRAME_WIDTH, height: FRAME_HEIGHT, colorSpace: 'srgb' } as ImageData;
};

// Codes the earlier reader (the JavaScript port of ZXing) could not read, about one in fifty.
it.each(['9F20E-6ADAB', 'B57CE-225D8', 'E116A-0D884', '67F25-85A65'])('reads the QR code of %s', async (code) => {
  expect(await readQrCode(imageOf(qrFrame(code)))).toBe(code);
});

it('reads the QR code of every check-in code, large or small in the frame', async () => {
  const checkInCode = fc.stringMatching(/^[0-9A-F]{10}$/).map(formatCheckInCode);
  await fc.assert(
    fc.asyncProperty(checkInCode, fc.integer({ min: 4, max: 16 }), async (code, scale) => {
      expect(await readQrCode(imageOf(qrFrame(code, scale)))).toBe(code);
    }),
    { numRuns: 500 },
  );
}, 30_000);

it('finds nothing in a frame without a code', async () => {
  expect(await readQrCode(imageOf(new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT).fill(235)))).toBeNull();
});
