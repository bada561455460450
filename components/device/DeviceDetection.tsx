'use client';

import { DEVICE_REFRESH_MS } from '@/lib/device';
import { useDevice } from './use-device';

/** The developer page's readout (`/sandbox/device-detection`): what `useDevice()` detects, live. */
export function DeviceDetection() {
  const { device, width, height } = useDevice();
  return (
    <section aria-labelledby="device-detection-now">
      <h2 id="device-detection-now">Detected now</h2>
      <p>
        Device: <output aria-label="Device" data-device={device}>{device}</output>
      </p>
      <p>
        Viewport: <output aria-label="Viewport">{device === 'unknown' ? '—' : `${width} × ${height}`}</output>
      </p>
      <p>Resize the window: the reading follows {DEVICE_REFRESH_MS} ms after the last resize.</p>
    </section>
  );
}
