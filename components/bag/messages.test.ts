import { describe, expect, it } from 'vitest';
import { pageContextFor } from '@/lib/locale/page-context';
import { API_MESSAGES } from '@/schemas/api/errors';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { bagMessage } from './messages';
import { bagLabels } from './server-labels';

describe('the bag’s words for what the API answered', () => {
  it('says "try again" in the shopper’s language when the database was out of reach or the same bag changed at once', () => {
    const thai = bagLabels(pageContextFor('th', 'th')!);
    expect(bagMessage(API_MESSAGES.unavailable, thai)).toBe('ร้านค้าไม่ว่างชั่วครู่และยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดลองอีกครั้งในอีกไม่กี่วินาที');
    expect(bagMessage(API_MESSAGES.concurrentChange, bagLabels(pageContextFor('hk', 'zh')!))).toBe('此項目同時在其他地方被更改，請再試一次。');
    expect(bagMessage(API_MESSAGES.unavailable, bagLabels(pageContextFor('id', 'id')!))).toMatch(/^Toko sedang sibuk sebentar/);
    // A change that may have been saved is never "nothing was changed".
    expect(bagMessage(API_MESSAGES.unconfirmed, thai)).toBe('การเชื่อมต่อของร้านค้าขาดหายระหว่างบันทึก เราจึงยืนยันการเปลี่ยนแปลงของคุณไม่ได้ โปรดตรวจสอบถุงช้อปปิ้งก่อนลองอีกครั้ง');
    // SPEC §5's message of a reward race stays SPEC's own.
    expect(bagMessage(BAG_MESSAGES.oneRewardPerTransaction, bagLabels(pageContextFor('sg', 'en')!))).toBe(BAG_MESSAGES.oneRewardPerTransaction);
  });
});
