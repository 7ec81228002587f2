import { describe, expect, it } from 'vitest';
import { clientErrorCodes, errorCodes, isErrorCode, platformErrorCodes } from './error-codes.ts';
import { isMessageKey } from '../i18n/messages.ts';

describe('error codes', () => {
  it('[PLT-03] each code belongs to one module, and the client never answers with a code the server uses', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of clientErrorCodes) expect(isErrorCode(code)).toBe(false);
  });

  it('[PLT-03] tells the codes of ours from any other string read off the wire', () => {
    expect(isErrorCode('insufficient_balance')).toBe(true);
    expect(isErrorCode('product_code_invalid')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('[PLT-03] every platform code has a message of the same name', () => {
    for (const code of platformErrorCodes) expect(isMessageKey(code), code).toBe(true);
  });
});
