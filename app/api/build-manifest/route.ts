import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { BUILD_ID } from '@/lib/build-version';

/** The running build's id, which open tabs poll (SPEC §7; components/build-watch). Never cached. */
export async function GET() {
  await connection();
  return json({ buildId: BUILD_ID }, { headers: { 'cache-control': 'no-store' } });
}
