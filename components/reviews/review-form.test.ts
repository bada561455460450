import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { sectionLabels } from '@/lib/i18n/section-labels';
import { ApiError, NetworkError } from '@/lib/api-client/client';
import { REVIEW_MESSAGES } from '@/schemas/api/reviews';
import { reviewMessage, submitFailure, validateReview } from './review-form';

const th = sectionLabels('review.', { country: countries.get('TH')!, lang: 'th' });
const en = sectionLabels('review.', { country: countries.get('SG')!, lang: 'en' });

describe('the review form rules', () => {
  it('sends a trimmed body when every field is filled', () => {
    expect(validateReview({ rating: 4, title: '  Soft  ', text: ' Lovely texture, lasts all day ', reviewerName: ' Mei T. ' }, en)).toEqual({
      ok: true,
      body: { rating: 4, title: 'Soft', text: 'Lovely texture, lasts all day', reviewerName: 'Mei T.' },
    });
  });

  it('puts each problem under its field, in the page language', () => {
    const result = validateReview({ rating: null, title: ' ', text: 'short', reviewerName: '' }, th);
    expect(result).toEqual({
      ok: false,
      errors: {
        rating: th['message.ratingRequired'],
        title: th['message.titleRequired'],
        text: th['message.textTooShort'],
        reviewerName: th['message.nameRequired'],
      },
    });
    expect(th['message.ratingRequired']).not.toBe(REVIEW_MESSAGES.ratingRequired);
  });

  it('reads the server: 401 signs in, 400 details go under fields, 409 and the rest above the form', () => {
    expect(submitFailure(new ApiError(401, { message: 'Sign in' }), en)).toEqual({ kind: 'signIn' });
    expect(submitFailure(new ApiError(400, { message: 'The body is not valid', details: [{ path: ['title'], message: REVIEW_MESSAGES.titleTooLong }] }), th)).toEqual({
      kind: 'fields',
      errors: { title: th['message.titleTooLong'] },
    });
    expect(submitFailure(new ApiError(409, { message: REVIEW_MESSAGES.alreadyReviewed }), th)).toEqual({ kind: 'form', message: th['message.alreadyReviewed'] });
    expect(submitFailure(new ApiError(500, { message: 'Something went wrong. Please try again.' }), en)).toEqual({ kind: 'form', message: en.failed });
    expect(submitFailure(new NetworkError('POST', '/api/web/v1/products/x/reviews', new Error('offline')), en)).toEqual({ kind: 'form', message: en.failed });
    expect(reviewMessage('Some other text', th)).toBe('Some other text');
  });
});
