import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberSalePrice } from './sale-price';
import { salePriceBatch } from './sale-price-batch';

const early: MemberSalePrice = { amount: 2400, regular: 3000, window: 'gold' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the cards\' sale price batch', () => {
  it('asks once for the variants that came into view together, then tells its listener', async () => {
    const load = vi.fn(async (ids: number[]) => new Map(ids.filter((id) => id === 2).map((id) => [id, early] as const)));
    const onPrices = vi.fn();
    const batch = salePriceBatch({ load, onPrices });
    batch.want([1, 2]);
    batch.want([3, 2]);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([1, 2, 3]);
    expect(onPrices).toHaveBeenCalledTimes(1);
    expect(batch.price(2)).toEqual(early);
    expect(batch.price(1)).toBeNull();
  });

  it('never asks twice for a variant, and splits a batch at the API\'s limit', async () => {
    const load = vi.fn(async () => new Map<number, MemberSalePrice>());
    const batch = salePriceBatch({ load, onPrices: vi.fn(), max: 2 });
    batch.want([1, 2, 3]);
    await vi.runAllTimersAsync();
    batch.want([1, 2, 3]);
    await vi.runAllTimersAsync();
    expect(load.mock.calls).toEqual([[[1, 2]], [[3]]]);
  });

  it('a failed request leaves the public price, says nothing, and asks nothing again', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    const onPrices = vi.fn();
    const batch = salePriceBatch({ load, onPrices });
    batch.want([7]);
    await vi.runAllTimersAsync();
    batch.want([7]);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onPrices).not.toHaveBeenCalled();
    expect(batch.price(7)).toBeNull();
  });

  it('asks nothing once disposed (the page went away)', async () => {
    const load = vi.fn(async () => new Map<number, MemberSalePrice>());
    const batch = salePriceBatch({ load, onPrices: vi.fn() });
    batch.want([1]);
    batch.dispose();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });
});
