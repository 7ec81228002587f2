import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { createBarcodeReader, scanFormats } from './barcode-reader.ts';
import { ScanButton } from './scan-button.tsx';

const ponyfill = vi.hoisted(() => ({ prepared: [] as unknown[], made: [] as unknown[] }));
vi.mock('barcode-detector/ponyfill', () => ({
  prepareZXingModule: (options: unknown) => ponyfill.prepared.push(options),
  BarcodeDetector: class {
    constructor(options: unknown) {
      ponyfill.made.push(options);
    }
    detect = async () => [];
  },
}));
import { cameraProblemOf, canOpenCamera, numberFromScan } from './scanned-number.ts';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the number a scanned code carries (§1 camera scan)', () => {
  it.each([
    ['32123456789', '32123456789'],
    [' 5212 3456 7890 ', '521234567890'],
    ['0812-3456-7890', '081234567890'],
    ['ID PEL: 537100112233 / Budi', '537100112233'],
    ['https://pay.example/bill?no=8800123456789&x=1', '8800123456789'],
    ['12345', null],
    ['HELLO WORLD', null],
    ['1'.repeat(31), null],
  ])('%j → %j', (raw, expected) => {
    expect(numberFromScan(raw)).toBe(expected);
  });

  it('[§8-camera] names why the camera did not open', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('no_camera');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('no_camera');
    expect(cameraProblemOf(new Error('odd'))).toBe('failed');
    expect(canOpenCamera({ navigator: {} as Navigator })).toBe(false);
  });
});

describe('the barcode reader', () => {
  it('uses the browser’s BarcodeDetector with the formats it supports', async () => {
    const made: string[][] = [];
    class NativeDetector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13', 'aztec'];
      constructor(options: { formats: string[] }) {
        made.push(options.formats);
      }
      detect = async () => [{ rawValue: '537100112233' }];
    }
    const reader = await createBarcodeReader({ BarcodeDetector: NativeDetector });
    expect(reader.kind).toBe('native');
    expect(made).toEqual([scanFormats.filter((format) => ['qr_code', 'ean_13'].includes(format))]);
    expect(await reader.detect({} as ImageBitmap)).toEqual(['537100112233']);
  });

  it('falls back to the bundled decoder, whose WebAssembly comes from the app’s own files, never a CDN', async () => {
    class NoFormats {
      static getSupportedFormats = async () => [] as string[];
      detect = async () => [];
    }
    const reader = await createBarcodeReader({ BarcodeDetector: NoFormats as never });
    expect(reader.kind).toBe('wasm');
    expect(ponyfill.made).toEqual([{ formats: scanFormats }]);
    const [options] = ponyfill.prepared as { overrides: { locateFile: (path: string, prefix: string) => string } }[];
    expect(options).toBeDefined();
    const wasm = (options as NonNullable<typeof options>).overrides.locateFile(
      'zxing_reader.wasm',
      'https://fastly.jsdelivr.net/npm/zxing-wasm/',
    );
    expect(wasm).toMatch(/zxing_reader\.wasm$/);
    expect(wasm).not.toMatch(/^https?:/);
  });
});

describe('the scan button', () => {
  const renderButton = (onNumber = vi.fn()) =>
    render(
      <I18nextProvider i18n={createI18n('id')}>
        <ScanButton onNumber={onNumber} />
      </I18nextProvider>,
    );

  it('is not offered where the browser cannot open a camera', () => {
    renderButton();
    expect(screen.queryByTestId('scan-number')).toBeNull();
  });

  it('[§8-camera] says the camera permission was denied, and the field stays as typed', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const onNumber = vi.fn();
    renderButton(onNumber);
    await act(async () => fireEvent.click(screen.getByTestId('scan-number')));
    expect((await screen.findByTestId('scan-problem')).textContent).toBe(
      'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan browser, atau ketik nomornya.',
    );
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(onNumber).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
