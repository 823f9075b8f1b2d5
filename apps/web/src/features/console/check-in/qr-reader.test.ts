/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatCheckInCode } from '@bridgehub/contract';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { beforeAll, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { readQrCode } from './qr-reader.ts';

beforeAll(async () => {
  // In the browser the decoder is fetched from the product; here it is read from the package.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer }, fireImmediately: true });
});

const width = 640;
const height = 480;
const blankFrame = () =>
  ({ data: new Uint8ClampedArray(width * height * 4).fill(235), width, height, colorSpace: 'srgb' }) as ImageData;

/** A camera frame showing the confirmation mail's QR code of `code` (as the server draws it), black on white. */
const frameOf = (code: string, scale: number) => {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const frame = blankFrame();
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  for (let y = 0; y < modules.size * scale; y += 1) {
    for (let x = 0; x < modules.size * scale; x += 1) {
      if (!modules.get(Math.floor(y / scale), Math.floor(x / scale))) continue;
      frame.data.fill(16, ((top + y) * width + left + x) * 4, ((top + y) * width + left + x) * 4 + 3);
    }
  }
  return frame;
};

// Codes the earlier reader (the JavaScript port of ZXing) could not read, about one in fifty.
it.each(['9F20E-6ADAB', 'B57CE-225D8', 'E116A-0D884', '67F25-85A65'])('reads the QR code of %s', async (code) => {
  expect(await readQrCode(frameOf(code, 13))).toBe(code);
});

it('reads the QR code of every check-in code, large or small in the frame', async () => {
  const checkInCode = fc.stringMatching(/^[0-9A-F]{10}$/).map(formatCheckInCode);
  await fc.assert(
    fc.asyncProperty(checkInCode, fc.integer({ min: 4, max: 16 }), async (code, scale) => {
      expect(await readQrCode(frameOf(code, scale))).toBe(code);
    }),
    { numRuns: 500 },
  );
});

it('finds nothing in a frame without a code', async () => {
  expect(await readQrCode(blankFrame())).toBeNull();
});
