import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { DeviceDetection } from '@/components/device/DeviceDetection';
import { DESKTOP_MIN_WIDTH } from '@/lib/device';

export const metadata: Metadata = { title: 'Device detection (developer page)', robots: { index: false } };

/** Developer page (SPEC §2 `/sandbox/device-detection`): the device and viewport the browser detects (SPEC §9). */
export default function DeviceDetectionPage() {
  return (
    <div className="container">
      <h1>Device detection</h1>
      <p>{`Developer page. Below ${DESKTOP_MIN_WIDTH} px wide the store is on a mobile device, from ${DESKTOP_MIN_WIDTH} px on a desktop one; pages are cached for every device, so the server knows none.`}</p>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SandboxGate>
          <DeviceDetection />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
