import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { SandboxBooxi } from '@/components/booking/SandboxBooxi';
import { bookingPage } from '@/components/booking/BookingShell';
import type { LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Booking partner (sandbox booking provider)', robots: { index: false } };

/** The simulated external booking provider (`/sandbox/booxi?activity=&store=`): where a Booxi country's "Book" leads. */
export default async function SandboxBooxiPage({ params }: { params: Promise<LocaleParams> }) {
  const { props } = await bookingPage(params, '/sandbox/booxi');
  return (
    <div className="container">
      <h1>{props.labels['sandbox.heading']}</h1>
      <Suspense fallback={<p role="status">{props.labels['list.loading']}</p>}>
        <SandboxGate>
          <SandboxBooxi {...props} />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
