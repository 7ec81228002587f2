/**
 * Sending ESC/POS bytes to a thermal printer from the browser: Web Bluetooth (BLE printers) or WebUSB. Neither is in
 * TypeScript's DOM library, so the few members used are typed here and checked at run time before use.
 */

export type ThermalConnection = 'bluetooth' | 'usb';

type BluetoothCharacteristic = {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse: (value: BufferSource) => Promise<void>;
  writeValueWithoutResponse: (value: BufferSource) => Promise<void>;
};
type BluetoothService = { getCharacteristics: () => Promise<BluetoothCharacteristic[]> };
type BluetoothServer = { getPrimaryServices: () => Promise<BluetoothService[]>; disconnect: () => void };
type BluetoothDevice = { gatt?: { connect: () => Promise<BluetoothServer> } };
type Bluetooth = {
  requestDevice: (options: { acceptAllDevices: true; optionalServices: string[] }) => Promise<BluetoothDevice>;
};

type UsbEndpoint = { direction: 'in' | 'out'; type: 'bulk' | 'interrupt' | 'isochronous'; endpointNumber: number };
type UsbInterface = { interfaceNumber: number; alternate: { endpoints: UsbEndpoint[] } };
type UsbDevice = {
  configuration: { interfaces: UsbInterface[] } | null;
  open: () => Promise<void>;
  close: () => Promise<void>;
  selectConfiguration: (value: number) => Promise<void>;
  claimInterface: (value: number) => Promise<void>;
  releaseInterface: (value: number) => Promise<void>;
  transferOut: (endpoint: number, data: BufferSource) => Promise<unknown>;
};
type Usb = { requestDevice: (options: { filters: object[] }) => Promise<UsbDevice> };

function hasFunction(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, name) === 'function';
}

function bluetoothOf(scope: object): Bluetooth | null {
  const value: unknown = Reflect.get(scope, 'bluetooth');
  return hasFunction(value, 'requestDevice') ? (value as Bluetooth) : null;
}

function usbOf(scope: object): Usb | null {
  const value: unknown = Reflect.get(scope, 'usb');
  return hasFunction(value, 'requestDevice') ? (value as Usb) : null;
}

/** The ways this browser can reach a printer; empty on iOS, Firefox and most desktop Safari (the button hides). */
export function thermalConnections(scope: object | undefined = globalThis.navigator): ThermalConnection[] {
  if (!scope) return [];
  const found: ThermalConnection[] = [];
  if (bluetoothOf(scope)) found.push('bluetooth');
  if (usbOf(scope)) found.push('usb');
  return found;
}

/**
 * GATT services of the BLE thermal printers sold in Indonesian shops (the generic "BlueTooth Printer" 18f0, the
 * e7810a71 and ISSC transparent-UART modules, ff00/ae30 serial bridges). Web Bluetooth only exposes services asked
 * for here.
 */
export const printerServices = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
  '0000ae30-0000-1000-8000-00805f9b34fb',
  '0000fee7-0000-1000-8000-00805f9b34fb',
];

/** BLE writes are cut to 20 bytes: the payload of the smallest MTU, which every printer accepts. */
export const bluetoothChunkSize = 20;
const usbChunkSize = 4096;

function* chunks(bytes: Uint8Array, size: number): Generator<Uint8Array<ArrayBuffer>> {
  for (let offset = 0; offset < bytes.length; offset += size) {
    yield new Uint8Array(bytes.subarray(offset, offset + size));
  }
}

export class ThermalPrinterError extends Error {
  readonly reason: 'unsupported' | 'cancelled' | 'no-endpoint' | 'failed';
  constructor(reason: ThermalPrinterError['reason'], message: string = reason) {
    super(message);
    this.name = 'ThermalPrinterError';
    this.reason = reason;
  }
}

/** A closed chooser is the person changing their mind, not a failure. */
function rethrow(error: unknown): never {
  if (error instanceof ThermalPrinterError) throw error;
  if (error instanceof DOMException && error.name === 'NotFoundError') throw new ThermalPrinterError('cancelled');
  throw new ThermalPrinterError('failed', error instanceof Error ? error.message : String(error));
}

export async function printOverBluetooth(bytes: Uint8Array, scope: object = navigator): Promise<void> {
  const bluetooth = bluetoothOf(scope);
  if (!bluetooth) throw new ThermalPrinterError('unsupported');
  let server: BluetoothServer | null = null;
  try {
    const device = await bluetooth.requestDevice({ acceptAllDevices: true, optionalServices: printerServices });
    if (!device.gatt) throw new ThermalPrinterError('no-endpoint');
    server = await device.gatt.connect();
    let target: BluetoothCharacteristic | null = null;
    for (const service of await server.getPrimaryServices()) {
      const characteristics = await service.getCharacteristics();
      target =
        characteristics.find((item) => item.properties.writeWithoutResponse) ??
        characteristics.find((item) => item.properties.write) ??
        null;
      if (target) break;
    }
    if (!target) throw new ThermalPrinterError('no-endpoint');
    const characteristic = target;
    for (const chunk of chunks(bytes, bluetoothChunkSize)) {
      if (characteristic.properties.writeWithoutResponse) await characteristic.writeValueWithoutResponse(chunk);
      else await characteristic.writeValueWithResponse(chunk);
    }
  } catch (error) {
    rethrow(error);
  } finally {
    server?.disconnect();
  }
}

export async function printOverUsb(bytes: Uint8Array, scope: object = navigator): Promise<void> {
  const usb = usbOf(scope);
  if (!usb) throw new ThermalPrinterError('unsupported');
  let device: UsbDevice | null = null;
  let claimed: number | null = null;
  try {
    // Printers that announce themselves as class 7 and the many that use a vendor class: the person picks.
    device = await usb.requestDevice({ filters: [] });
    await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    let endpoint: number | null = null;
    for (const item of device.configuration?.interfaces ?? []) {
      const out = item.alternate.endpoints.find((point) => point.direction === 'out' && point.type === 'bulk');
      if (out) {
        await device.claimInterface(item.interfaceNumber);
        claimed = item.interfaceNumber;
        endpoint = out.endpointNumber;
        break;
      }
    }
    if (endpoint === null) throw new ThermalPrinterError('no-endpoint');
    for (const chunk of chunks(bytes, usbChunkSize)) await device.transferOut(endpoint, chunk);
  } catch (error) {
    rethrow(error);
  } finally {
    if (device && claimed !== null) await device.releaseInterface(claimed).catch(() => undefined);
    await device?.close().catch(() => undefined);
  }
}

export function printOverThermal(connection: ThermalConnection, bytes: Uint8Array): Promise<void> {
  return connection === 'bluetooth' ? printOverBluetooth(bytes) : printOverUsb(bytes);
}
