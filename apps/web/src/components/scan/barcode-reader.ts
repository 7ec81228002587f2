/**
 * Reads barcodes from a video frame: the browser's own BarcodeDetector where it has one (Chrome on Android), else the
 * ZXing-C++ WebAssembly build of `barcode-detector`, loaded only then. The WebAssembly file is served by the app
 * itself (bundled by Vite), never from the package's default CDN: the app makes no call to another host.
 */
export type BarcodeReader = {
  /** Which implementation reads: the browser's or the bundled decoder. */
  kind: 'native' | 'wasm';
  detect(source: HTMLVideoElement | ImageBitmapSource): Promise<string[]>;
};

/** The codes a meter, a bill or a card carries (1D) and QR codes (e-money, the receipts of other apps). */
export const scanFormats = ['code_128', 'code_39', 'code_93', 'codabar', 'ean_13', 'ean_8', 'upc_a', 'itf', 'qr_code'];

type DetectorLike = { detect(source: never): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<readonly string[]>;
};

function readerFrom(kind: BarcodeReader['kind'], detector: DetectorLike): BarcodeReader {
  return {
    kind,
    async detect(source) {
      const found = await detector.detect(source as never);
      return found.map((code) => code.rawValue);
    },
  };
}

export async function createBarcodeReader(scope: { BarcodeDetector?: DetectorClass } = globalThis as never) {
  const Native = scope.BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as readonly string[]);
    const formats = scanFormats.filter((format) => supported.includes(format));
    if (formats.length > 0) return readerFrom('native', new Native({ formats }));
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return readerFrom('wasm', new BarcodeDetector({ formats: scanFormats as never }));
}
