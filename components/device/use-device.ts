'use client';

import { useSyncExternalStore } from 'react';
import { readViewport, watchViewport, type Viewport } from '@/lib/device';

/** On the server and while hydrating nothing is known: cached pages are the same for every device. */
const UNKNOWN: Viewport = { width: 0, height: 0, device: 'unknown' };

/** The last reading, shared by every component on the page (one object until the next refresh). */
let current: Viewport | null = null;

const subscribe = (notify: () => void) => {
  current = readViewport(window);
  return watchViewport(window, (viewport) => {
    current = viewport;
    notify();
  });
};
const snapshot = (): Viewport => (current ??= readViewport(window));
const serverSnapshot = (): Viewport => UNKNOWN;

/**
 * The detected device and viewport (lib/device.ts): `unknown` on the server and while hydrating, read after
 * hydration, then again 50 ms after the last resize (SPEC §9).
 */
export function useDevice(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
