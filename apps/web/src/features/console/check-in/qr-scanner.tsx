import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorAlert } from '../components/error-alert.tsx';
import { oncePerCard } from './once-per-card.ts';

/** The pause after reading a frame: a slow phone is never asked to read more frames than it can. */
const BETWEEN_FRAMES_MS = 150;

const CAMERA_REFUSED = 'The camera could not be opened. Allow the camera for this site, or type the check-in code.';
const READER_MISSING = 'The QR code reader could not be loaded. Type the check-in code, or search by name.';

/** The QR code reader, its decoder fetched and compiled. */
const loadReader = async () => {
  const reader = await import('./qr-reader.ts');
  await reader.loadQrReader();
  return reader;
};

interface QrScannerProps {
  onCode: (code: string) => void;
}

/**
 * "Scan QR code": asks for the camera and reads codes until stopped, an unreadable or unknown code included (the
 * scanner never stops on a bad one). The reader (zxing-cpp, see qr-reader.ts) is downloaded with the station, not with
 * the rest of the console.
 */
export function QrScanner({ onCode }: QrScannerProps) {
  const [isScanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const labelId = useId();

  // Fetched while the station opens, so the first scan is at once and scanning goes on if the connection drops; a
  // failure here is told when scanning starts, which tries again.
  useEffect(() => {
    loadReader().catch(() => {});
  }, []);

  useEffect(() => {
    if (!isScanning || !video.current) return;
    const element = video.current;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const isNewCard = oncePerCard();
    const fail = (message: string) => {
      if (isStopped) return;
      setError(message);
      setScanning(false);
    };
    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
    const scan = async (readQrCode: (frame: ImageData) => Promise<string | null>) => {
      // The camera's size is known once its first frame has arrived.
      if (context && element.videoWidth > 0) {
        if (canvas.width !== element.videoWidth) canvas.width = element.videoWidth;
        if (canvas.height !== element.videoHeight) canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        const code = await readQrCode(context.getImageData(0, 0, canvas.width, canvas.height));
        if (isStopped) return;
        if (code && isNewCard(code, Date.now())) onCodeRef.current(code);
      }
      timer = setTimeout(() => void scan(readQrCode), BETWEEN_FRAMES_MS);
    };
    void (async () => {
      let reader: Awaited<ReturnType<typeof loadReader>>;
      try {
        reader = await loadReader();
      } catch {
        return fail(READER_MISSING);
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        // Stopped while the camera was being opened: the cleanup below has already run.
        if (isStopped) return stopCamera();
        element.srcObject = stream;
        await element.play();
      } catch {
        return fail(CAMERA_REFUSED);
      }
      void scan(reader.readQrCode);
    })();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, [isScanning]);

  return (
    <Box>
      {isScanning ? (
        <Button variant="outlined" size="large" fullWidth onClick={() => setScanning(false)} sx={{ minHeight: 56 }}>
          Stop scanning
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => {
            setError(null);
            setScanning(true);
          }}
          sx={{ minHeight: 56 }}
        >
          Scan QR code
        </Button>
      )}
      {isScanning && (
        <Box component="figure" role="group" aria-labelledby={labelId} sx={{ m: 0, mt: 2 }}>
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            sx={{ width: '100%', maxHeight: 360, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
          />
          <Box component="figcaption" id={labelId} sx={{ mt: 1, color: 'text.secondary' }}>
            Camera: hold the QR code of the confirmation mail in front of it
          </Box>
        </Box>
      )}
      <ErrorAlert message={error} />
    </Box>
  );
}
