/** Fewest and most digits a destination read from a code may have (a PLN meter has 11–12, a BPJS number 13, a phone 10–13). */
const minDigits = 6;
const maxDigits = 30;

/**
 * The number a scanned code carries, or null when it carries none. A barcode on a bill or a meter holds the digits
 * alone, sometimes grouped with spaces or dashes; a QR code may hold a sentence or a link around them, so the longest
 * run of digits is taken.
 */
export function numberFromScan(rawValue: string): string | null {
  const trimmed = rawValue.trim();
  const digits = /^[\d\s-]+$/.test(trimmed)
    ? trimmed.replace(/\D/g, '')
    : (trimmed.match(/\d+/g) ?? []).reduce((longest, run) => (run.length > longest.length ? run : longest), '');
  return digits.length >= minDigits && digits.length <= maxDigits ? digits : null;
}

export type CameraProblem = 'denied' | 'no_camera' | 'failed';

/** What the person is told when the camera does not open (§8 'camera permission denied'). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no_camera';
  return 'failed';
}

/** Whether this browser can open a camera at all (not on a plain-http page, nor in an old WebView). */
export function canOpenCamera(scope: { navigator?: Navigator } = globalThis): boolean {
  return typeof scope.navigator?.mediaDevices?.getUserMedia === 'function';
}
