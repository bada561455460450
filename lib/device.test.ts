import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MIN_WIDTH, DEVICE_REFRESH_MS, deviceForWidth, watchViewport, type ViewportSource } from './device';

/** A window stand-in: a size and resize events. */
function fakeWindow(width: number, height: number) {
  const target = new EventTarget();
  const source = {
    innerWidth: width,
    innerHeight: height,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as ViewportSource & { innerWidth: number; innerHeight: number };
  const resize = (w: number, h = source.innerHeight, type = 'resize') => {
    source.innerWidth = w;
    source.innerHeight = h;
    target.dispatchEvent(new Event(type));
  };
  return { source, resize };
}

describe('device detection (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the device from the width at the CSS breakpoint', () => {
    expect(deviceForWidth(360)).toBe('mobile');
    expect(deviceForWidth(DESKTOP_MIN_WIDTH - 1)).toBe('mobile');
    expect(deviceForWidth(DESKTOP_MIN_WIDTH)).toBe('desktop');
    expect(deviceForWidth(1920)).toBe('desktop');
    expect(deviceForWidth(0)).toBe('unknown');
    expect(deviceForWidth(undefined)).toBe('unknown');
    expect(deviceForWidth(Number.NaN)).toBe('unknown');
  });

  it('refreshes 50 ms after the last resize, once per burst', () => {
    const { source, resize } = fakeWindow(390, 844);
    const onChange = vi.fn();
    watchViewport(source, onChange);

    resize(600);
    vi.advanceTimersByTime(30);
    resize(900);
    vi.advanceTimersByTime(DEVICE_REFRESH_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    resize(1280, 800);
    vi.advanceTimersByTime(DEVICE_REFRESH_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ width: 1280, height: 800, device: 'desktop' });

    resize(390, 844, 'orientationchange');
    vi.advanceTimersByTime(DEVICE_REFRESH_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ width: 390, height: 844, device: 'mobile' });
  });

  it('stops watching, and drops a pending refresh, when stopped', () => {
    const { source, resize } = fakeWindow(390, 844);
    const onChange = vi.fn();
    const stop = watchViewport(source, onChange);
    resize(1280);
    stop();
    vi.advanceTimersByTime(1000);
    resize(1440);
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
