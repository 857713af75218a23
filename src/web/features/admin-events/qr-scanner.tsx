import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useHydrated } from '@web/lib/use-hydrated';
import { adminEventsText } from './admin-events-text';

/** The Shape Detection API's barcode reader, where the browser has one (Chromium on Android, macOS, ChromeOS); not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : undefined;
}

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const SCAN_INTERVAL_MS = 250;

/**
 * A camera that reads a ticket's QR code and hands over its text. Shown only
 * where the browser can read barcodes (feature-detected once hydrated, so the prerendered HTML matches);
 * elsewhere, and when the camera is refused, the typed code is the way.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const text = useMessages(adminEventsText);
  const hydrated = useHydrated();
  const [scanning, setScanning] = useState(false);
  const [refused, setRefused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!scanning || !Detector) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const readFrame = async () => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      if (stopped) return;
      if (found?.rawValue) {
        setScanning(false);
        onCode(found.rawValue);
        return;
      }
      timer = setTimeout(() => void readFrame(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        void readFrame();
      })
      .catch(() => {
        setRefused(true);
        setScanning(false);
      });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onCode]);

  if (!hydrated) return null;
  if (!barcodeDetector()) return <p className="text-sm text-fg-muted">{text('checkIn.scanUnavailable')}</p>;
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        aria-pressed={scanning}
        onClick={() => {
          setRefused(false);
          setScanning((now) => !now);
        }}
      >
        {scanning ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {scanning ? text('checkIn.stopScan') : text('checkIn.scan')}
      </Button>
      {refused ? (
        <p role="alert" className="text-sm text-danger">
          {text('checkIn.cameraRefused')}
        </p>
      ) : null}
      {scanning ? (
        <figure className="grid gap-2">
          <video
            ref={video}
            muted
            playsInline
            aria-label={text('checkIn.camera')}
            className="aspect-square w-full rounded-2xl bg-black object-cover"
          />
          <figcaption className="text-sm text-fg-muted">{text('checkIn.scanning')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
