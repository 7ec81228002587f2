import { describe, expect, it, vi } from 'vitest';
import {
  bluetoothChunkSize,
  printOverBluetooth,
  printOverUsb,
  ThermalPrinterError,
  thermalConnections,
} from './thermal-printer.ts';

describe('thermal printer connections', () => {
  it('offers only what the browser has', () => {
    const request = { requestDevice: vi.fn() };
    expect(thermalConnections({})).toEqual([]);
    expect(thermalConnections({ bluetooth: request })).toEqual(['bluetooth']);
    expect(thermalConnections({ usb: request })).toEqual(['usb']);
    expect(thermalConnections({ bluetooth: request, usb: request })).toEqual(['bluetooth', 'usb']);
    expect(thermalConnections({ bluetooth: {} })).toEqual([]);
  });

  it('Bluetooth: writes the bytes in small chunks to the first writable characteristic, then disconnects', async () => {
    const written: number[][] = [];
    const characteristic = {
      properties: { write: true, writeWithoutResponse: true },
      writeValueWithoutResponse: vi.fn(async (value: Uint8Array) => void written.push([...value])),
      writeValueWithResponse: vi.fn(),
    };
    const readOnly = { properties: { write: false, writeWithoutResponse: false } };
    const disconnect = vi.fn();
    const server = {
      getPrimaryServices: async () => [{ getCharacteristics: async () => [readOnly, characteristic] }],
      disconnect,
    };
    const bluetooth = { requestDevice: vi.fn(async () => ({ gatt: { connect: async () => server } })) };
    const bytes = Uint8Array.from({ length: 45 }, (_, index) => index);
    await printOverBluetooth(bytes, { bluetooth });
    expect(written.map((chunk) => chunk.length)).toEqual([bluetoothChunkSize, bluetoothChunkSize, 5]);
    expect(written.flat()).toEqual([...bytes]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('a closed chooser is a cancellation, not a failure', async () => {
    const bluetooth = {
      requestDevice: async () => {
        throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
      },
    };
    await expect(printOverBluetooth(new Uint8Array([1]), { bluetooth })).rejects.toMatchObject({
      reason: 'cancelled',
    });
  });

  it('USB: claims the interface with a bulk OUT endpoint and sends the bytes to it', async () => {
    const transferOut = vi.fn(async () => ({ status: 'ok' }));
    const device = {
      configuration: {
        interfaces: [
          { interfaceNumber: 0, alternate: { endpoints: [{ direction: 'in', type: 'bulk', endpointNumber: 1 }] } },
          { interfaceNumber: 1, alternate: { endpoints: [{ direction: 'out', type: 'bulk', endpointNumber: 2 }] } },
        ],
      },
      open: vi.fn(async () => undefined),
      close: vi.fn(async () => undefined),
      selectConfiguration: vi.fn(),
      claimInterface: vi.fn(async () => undefined),
      releaseInterface: vi.fn(async () => undefined),
      transferOut,
    };
    const usb = { requestDevice: vi.fn(async () => device) };
    await printOverUsb(new Uint8Array([27, 64, 65]), { usb });
    expect(device.claimInterface).toHaveBeenCalledWith(1);
    expect(transferOut).toHaveBeenCalledWith(2, new Uint8Array([27, 64, 65]));
    expect(device.releaseInterface).toHaveBeenCalledWith(1);
    expect(device.close).toHaveBeenCalled();
  });

  it('a device without a way to send data is said to be no printer', async () => {
    const device = {
      configuration: { interfaces: [] },
      open: async () => undefined,
      close: async () => undefined,
      selectConfiguration: async () => undefined,
      claimInterface: async () => undefined,
      releaseInterface: async () => undefined,
      transferOut: async () => undefined,
    };
    const error = await printOverUsb(new Uint8Array([1]), { usb: { requestDevice: async () => device } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ThermalPrinterError);
    expect(error).toMatchObject({ reason: 'no-endpoint' });
  });
});
