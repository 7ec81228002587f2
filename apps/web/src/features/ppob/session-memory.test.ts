import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLoggedIn } from '../../lib/session.ts';
import {
  clearSessionMemory,
  excelAccessOnce,
  forgetPassword,
  rememberedPassword,
  rememberPassword,
} from './session-memory.ts';

afterEach(() => {
  clearSessionMemory();
  setLoggedIn(false);
});

describe('session memory', () => {
  it('[NAV-18] asks once per session and shares the answer', async () => {
    const load = vi.fn(async () => ({ excelAccess: true, excelTrxLimit: 1000 }));
    const first = await excelAccessOnce(load);
    const second = await excelAccessOnce(load);
    expect(first).toEqual({ excelAccess: true, excelTrxLimit: 1000 });
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[NAV-18] a failed check is asked again next time', async () => {
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(excelAccessOnce(failing)).rejects.toThrow('down');
    const load = vi.fn(async () => ({ excelAccess: false, excelTrxLimit: 1000 }));
    await expect(excelAccessOnce(load)).resolves.toEqual({ excelAccess: false, excelTrxLimit: 1000 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[TRX-13] the remembered password and the access answer go at logout', async () => {
    setLoggedIn(true);
    rememberPassword('demo12345');
    await excelAccessOnce(async () => ({ excelAccess: true, excelTrxLimit: 1000 }));
    expect(rememberedPassword()).toBe('demo12345');
    setLoggedIn(false);
    expect(rememberedPassword()).toBeNull();
    const load = vi.fn(async () => ({ excelAccess: false, excelTrxLimit: 5 }));
    await excelAccessOnce(load);
    expect(load).toHaveBeenCalledTimes(1);
    rememberPassword('x');
    forgetPassword();
    expect(rememberedPassword()).toBeNull();
  });
});
