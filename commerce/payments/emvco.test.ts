import { describe, expect, it } from 'vitest';
import { crc16, hasValidCrc, parseTlv, promptPayPayload, tlv } from './emvco';

/**
 * Known-good PromptPay payloads published with an open-source PromptPay generator's test suite (data, not
 * code): our CRC must reproduce their checksums, and our encoder the same fields.
 */
const PUBLISHED = {
  mobile0801234567: '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  mobile66891234567: '00020101021129370016A000000677010111011300668912345675802TH5303764630429C1',
  nationalId: '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
  taxId: '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
  amount422: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
};

describe('EMVCo CRC-16', () => {
  it('reproduces the checksums of published payloads', () => {
    for (const payload of Object.values(PUBLISHED)) {
      expect(crc16(payload.slice(0, -4)), payload).toBe(payload.slice(-4));
      expect(hasValidCrc(payload)).toBe(true);
    }
  });

  it('matches the CRC-16/CCITT-FALSE check value and notices a changed character', () => {
    expect(crc16('123456789')).toBe('29B1');
    const broken = PUBLISHED.taxId.replace('0123', '0124');
    expect(hasValidCrc(broken)).toBe(false);
  });
});

describe('PromptPay payloads', () => {
  it('encodes the published examples field for field', () => {
    expect(promptPayPayload({ proxy: { type: 'mobile', number: '0801234567' } })).toBe(PUBLISHED.mobile0801234567);
    expect(promptPayPayload({ proxy: { type: 'mobile', number: '+66-89-123-4567' } })).toBe(PUBLISHED.mobile66891234567);
    expect(promptPayPayload({ proxy: { type: 'national_id', id: '1-1111-11111-11-1' } })).toBe(PUBLISHED.nationalId);
    expect(promptPayPayload({ proxy: { type: 'tax_id', id: '0123456789012' } })).toBe(PUBLISHED.taxId);
  });

  it('makes a dynamic QR with the amount in baht (published example)', () => {
    const ours = promptPayPayload({ proxy: { type: 'mobile', number: '000-000-0000' }, amount: 422 });
    expect(ours).toBe(PUBLISHED.amount422);
    const fields = Object.fromEntries(parseTlv(ours.slice(0, -8)).map((f) => [f.tag, f.value]));
    expect(fields).toMatchObject({ '01': '12', '54': '4.22', '53': '764', '58': 'TH' });
  });

  it('carries an order reference and refuses bad input', () => {
    const payload = promptPayPayload({ proxy: { type: 'tax_id', id: '0105556123456' }, amount: 125_050, reference: 'AT-TH-000123' });
    const fields = Object.fromEntries(parseTlv(payload).map((f) => [f.tag, f.value]));
    expect(fields['54']).toBe('1250.50');
    expect(fields['62']).toBe(tlv('01', 'AT-TH-000123'));
    expect(hasValidCrc(payload)).toBe(true);
    expect(() => promptPayPayload({ proxy: { type: 'mobile', number: '12345' } })).toThrow();
    expect(() => promptPayPayload({ proxy: { type: 'tax_id', id: '0105556123456' }, amount: 0 })).toThrow();
    expect(() => parseTlv('0002')).toThrow();
  });
});
