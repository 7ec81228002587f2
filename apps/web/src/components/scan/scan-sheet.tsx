import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../ui/bottom-sheet.tsx';
import { Button } from '../ui/button.tsx';
import { InlineNotice } from '../ui/form-fields.tsx';
import { createBarcodeReader } from './barcode-reader.ts';
import type { CameraProblem } from './scanned-number.ts';
import { cameraProblemOf, numberFromScan } from './scanned-number.ts';

/** Between two looks at the picture: often enough to feel instant, rarely enough for a cheap phone's CPU. */
const frameGapMs = 250;

type ScanState =
  { step: 'opening' } | { step: 'looking'; sawOtherCode: boolean } | { step: 'problem'; problem: CameraProblem };

/**
 * The camera, looking for a code that carries a number (spec §1: scan a meter, phone or customer number where one is
 * typed). Loaded only when the person taps "scan". The camera stops as soon as a number is read or the sheet closes.
 */
export function ScanSheet({ onNumber, onClose }: { onNumber: (value: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ step: 'opening' });
  // The latest callback, without restarting the camera when the parent renders again.
  const found = useEffectEvent((value: string) => onNumber(value));

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState({ step: 'problem', problem: cameraProblemOf(error) });
        return;
      }
      const element = video.current;
      if (stopped || !element) return stopCamera();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const reader = await createBarcodeReader().catch(() => null);
      if (stopped) return;
      if (!reader) return setState({ step: 'problem', problem: 'failed' });
      setState({ step: 'looking', sawOtherCode: false });

      const look = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const values = await reader.detect(element).catch(() => []);
          const number = values.map(numberFromScan).find((value) => value !== null);
          if (stopped) return;
          if (number) {
            stopCamera();
            found(number);
            return;
          }
          if (values.length > 0) setState({ step: 'looking', sawOtherCode: true });
        }
        timer = setTimeout(() => void look(), frameGapMs);
      };
      void look();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera();
    };
  }, []);

  return (
    <BottomSheet title={t('scan.title')} onClose={onClose}>
      {state.step === 'problem' ? (
        <InlineNotice kind="error">
          <span data-testid="scan-problem">{t(`scan.problem.${state.problem}`)}</span>
        </InlineNotice>
      ) : (
        <>
          <div className="relative overflow-hidden rounded-2xl bg-slate-900">
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('scan.camera')}
              className="aspect-[4/3] w-full object-cover"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-6 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80"
            />
          </div>
          <p aria-live="polite" className="text-sm text-slate-700">
            {state.step === 'opening'
              ? t('scan.opening')
              : state.sawOtherCode
                ? t('scan.not_a_number')
                : t('scan.hint')}
          </p>
        </>
      )}
      <Button type="button" variant="secondary" onClick={onClose} data-autofocus className="w-full">
        {t('scan.close')}
      </Button>
    </BottomSheet>
  );
}
