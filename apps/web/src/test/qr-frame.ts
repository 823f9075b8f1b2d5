import QRCode from 'qrcode';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;

/**
 * A camera frame (640×480, one byte of brightness a pixel) showing the QR code of `code` as the confirmation mail
 * draws it, black on white, `scale` pixels a module (by default as large as fits with its quiet zone); for tests of
 * the station's reader, in the unit tests and through Chromium's fake camera.
 */
export const qrFrame = (code: string, scale?: number) => {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const pixels = scale ?? Math.floor((FRAME_HEIGHT - 80) / (size + 8));
  const left = Math.floor((FRAME_WIDTH - size * pixels) / 2);
  const top = Math.floor((FRAME_HEIGHT - size * pixels) / 2);
  const luma = new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT).fill(235);
  for (let y = 0; y < size * pixels; y += 1) {
    for (let x = 0; x < size * pixels; x += 1) {
      if (modules.get(Math.floor(y / pixels), Math.floor(x / pixels))) luma[(top + y) * FRAME_WIDTH + left + x] = 16;
    }
  }
  return luma;
};
