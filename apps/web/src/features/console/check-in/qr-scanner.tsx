import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorAlert } from '../components/error-alert.tsx';

/** A code read again this soon is the same card still in front of the camera, not a new check-in. */
const SAME_CODE_MS = 4_000;

interface QrScannerProps {
  onCode: (code: string) => void;
}

/**
 * "Scan QR code": asks for the camera and reads codes until stopped, an unreadable or unknown code included (the
 * scanner never stops on a bad one). The reader (@zxing/browser) is downloaded only when scanning starts.
 */
export function QrScanner({ onCode }: QrScannerProps) {
  const [isScanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const labelId = useId();

  useEffect(() => {
    if (!isScanning || !video.current) return;
    const element = video.current;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const controls = await reader.decodeFromVideoDevice(undefined, element, (result) => {
          if (!result) return;
          const code = result.getText();
          const now = Date.now();
          if (code === last.code && now - last.at < SAME_CODE_MS) return;
          last = { code, at: now };
          onCodeRef.current(code);
        });
        if (isCancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!isCancelled) {
          setError('The camera could not be opened. Allow the camera for this site, or type the check-in code.');
          setScanning(false);
        }
      }
    })();
    return () => {
      isCancelled = true;
      stop?.();
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
