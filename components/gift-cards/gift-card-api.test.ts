import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/client';
import { catalogues } from '@/lib/i18n/catalogues';
import { GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';
import { failureMessage } from './gift-card-api';

describe('failureMessage', () => {
  it('reads a 429 in any language as "too many codes tried", which the islands translate', () => {
    const refused = new ApiError(429, { message: catalogues.th['api.tooManyRequests'], details: { retryAfterSeconds: 600 } });
    expect(failureMessage(refused)).toBe(GIFT_CARD_MESSAGES.tooManyAttempts);
  });

  it('passes any other answer\'s message on as it is', () => {
    expect(failureMessage(new ApiError(404, { message: GIFT_CARD_MESSAGES.invalidCode }))).toBe(GIFT_CARD_MESSAGES.invalidCode);
    expect(failureMessage(new Error('offline'))).toBeUndefined();
  });
});
