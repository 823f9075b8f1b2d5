import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path),
};

/**
 * Fetches and compiles the decoder (zxing-cpp as WebAssembly). It is served by the product itself: the library would
 * fetch it from a CDN, which the CSP forbids.
 */
export const loadQrReader = async () => {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // The library keeps a failed load; dropped, the next "Scan QR code" fetches the decoder again.
    purgeZXingModule();
    throw error;
  }
};

/** The text of the QR code in a camera frame, or null when there is none it can read. */
export const readQrCode = async (frame: ImageData) => {
  const [found] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
  return found?.text ?? null;
};
