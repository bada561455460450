import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRetryableLoad } from './LoadFailed';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: number };

describe('useRetryableLoad (a booking island read that can be retried)', () => {
  it('starts loading; retry shows loading again and moves the attempt the loading effect depends on', () => {
    const { result } = renderHook(() => useRetryableLoad<Load>({ state: 'loading' }));
    expect(result.current.load).toEqual({ state: 'loading' });
    act(() => result.current.setLoad({ state: 'failed' }));
    expect(result.current.load).toEqual({ state: 'failed' });
    const before = result.current.attempt;
    act(() => result.current.retry());
    expect(result.current.load).toEqual({ state: 'loading' });
    expect(result.current.attempt).toBe(before + 1);
  });
});
