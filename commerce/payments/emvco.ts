/**
 * EMVCo merchant-presented QR payloads (the format PromptPay uses): tag-length-value fields, the CRC-16
 * that closes every payload, a parser, and the PromptPay payload itself (Thai QR Payment standard:
 * merchant account information under tag 29 with the PromptPay application id, the proxy as a mobile
 * number, national or tax id, or e-wallet id; currency 764; country TH).
 */

/** One field: a two-digit tag, a two-digit length, the value. */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new Error(`EMVCo tag must be two digits: ${tag}`);
  if (value.length > 99) throw new Error(`EMVCo value of tag ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Appends the CRC field (tag 63, length 04): the CRC covers everything before it, its own tag and length included. */
export function withCrc(body: string): string {
  const head = `${body}6304`;
  return `${head}${crc16(head)}`;
}

/** The fields of a payload in order (nested templates stay as their raw value). Throws on a malformed payload. */
export function parseTlv(payload: string): { tag: string; value: string }[] {
  const fields: { tag: string; value: string }[] = [];
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed EMVCo payload at ${at}`);
    fields.push({ tag, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload ends in a CRC field that matches its content. */
export function hasValidCrc(payload: string): boolean {
  return /6304[0-9A-F]{4}$/.test(payload) && crc16(payload.slice(0, -4)) === payload.slice(-4);
}

export const PROMPTPAY_AID = 'A000000677010111';

export type PromptPayProxy = { type: 'mobile'; number: string } | { type: 'national_id' | 'tax_id'; id: string } | { type: 'e_wallet'; id: string };

/** The proxy's sub-field of the merchant account template: 01 mobile (0066 + number), 02 national/tax id, 03 e-wallet. */
function proxyField(proxy: PromptPayProxy): string {
  if (proxy.type === 'mobile') {
    const digits = proxy.number.replace(/\D/g, '').replace(/^66/, '').replace(/^0/, '');
    if (digits.length !== 9) throw new Error('A PromptPay mobile number has nine digits after the leading 0');
    return tlv('01', `0066${digits}`);
  }
  const id = proxy.id.replace(/\D/g, '');
  if (proxy.type === 'e_wallet') {
    if (id.length !== 15) throw new Error('A PromptPay e-wallet id has 15 digits');
    return tlv('03', id);
  }
  if (id.length !== 13) throw new Error('A national or tax id has 13 digits');
  return tlv('02', id);
}

export interface PromptPayOptions {
  proxy: PromptPayProxy;
  /** Amount in satang (minor units); a QR without one lets the payer type it. */
  amount?: number;
  /** A reference shown to and returned by the bank (additional data, tag 62, bill number 01). */
  reference?: string;
}

/**
 * A PromptPay payload. With an amount it is a dynamic QR (point of initiation 12, one payment); without,
 * static (11). Fields in the order the Thai QR standard's examples use: 00, 01, 29, 58, 53, 54, 62, 63.
 */
export function promptPayPayload({ proxy, amount, reference }: PromptPayOptions): string {
  if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) throw new Error('The amount must be a positive whole number of satang');
  const merchant = tlv('00', PROMPTPAY_AID) + proxyField(proxy);
  const body = [
    tlv('00', '01'),
    tlv('01', amount === undefined ? '11' : '12'),
    tlv('29', merchant),
    tlv('58', 'TH'),
    tlv('53', '764'),
    amount === undefined ? '' : tlv('54', (amount / 100).toFixed(2)),
    reference ? tlv('62', tlv('01', reference.slice(0, 25))) : '',
  ].join('');
  return withCrc(body);
}
