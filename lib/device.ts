/**
 * Device detection (SPEC §9: "device detection refreshes 50 ms after a resize"). The device follows the
 * viewport width and the same breakpoint as the CSS: from 1024 px the header is the desktop one (mega menu,
 * logo on the left; app/styles/site.css), below it the mobile one (drawer). BRAND.md's 360 and 768 px steps
 * only change spacing and grids, not the kind of device.
 */

export type Device = 'mobile' | 'desktop' | 'unknown';

/** The first desktop width (BRAND.md breakpoint 1024, the header's `@media (min-width: 1024px)`). */
export const DESKTOP_MIN_WIDTH = 1024;
/** How long after the last resize event the device is read again (SPEC §9). */
export const DEVICE_REFRESH_MS = 50;

export interface Viewport {
  width: number;
  height: number;
  device: Device;
}

/** The device of a viewport width; `unknown` when there is no usable width (on the server, in a hidden frame). */
export function deviceForWidth(width: number | undefined): Device {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return 'unknown';
  return width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/** What of `window` the watcher uses (a fake in tests). */
export type ViewportSource = Pick<Window, 'innerWidth' | 'innerHeight' | 'addEventListener' | 'removeEventListener'>;

export function readViewport(source: Pick<ViewportSource, 'innerWidth' | 'innerHeight'>): Viewport {
  return { width: source.innerWidth, height: source.innerHeight, device: deviceForWidth(source.innerWidth) };
}

/**
 * Calls `onChange` with the viewport `delay` ms after the last of a burst of resize (or orientation) events,
 * once per burst; returns the function that stops watching.
 */
export function watchViewport(source: ViewportSource, onChange: (viewport: Viewport) => void, delay: number = DEVICE_REFRESH_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onChange(readViewport(source));
    }, delay);
  };
  source.addEventListener('resize', onResize);
  source.addEventListener('orientationchange', onResize);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    source.removeEventListener('resize', onResize);
    source.removeEventListener('orientationchange', onResize);
  };
}
