'use client';

/**
 * A PromptPay QR code drawn as SVG from the payment's EMVCo payload (the `qrcode` library computes the
 * modules; nothing is fetched). Named for assistive technology with what it pays, since the picture
 * itself says nothing to a screen reader.
 */
import { useMemo } from 'react';
import { create } from 'qrcode';

const QUIET_ZONE = 4;

/** The dark modules of the payload's QR symbol as one SVG path, on a grid with the standard quiet zone. */
export function qrPath(payload: string): { size: number; d: string } {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, d: parts.join('') };
}

export function PromptPayQr({ payload, name }: { payload: string; name: string }) {
  const { size, d } = useMemo(() => qrPath(payload), [payload]);
  return (
    <svg className="payment-qr" role="img" aria-label={name} viewBox={`0 0 ${size} ${size}`} width={240} height={240} shapeRendering="crispEdges" data-payload={payload}>
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#111" />
    </svg>
  );
}
