import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/studio/access';
import { listStudioPeople } from '@/server/studio/people';
import { PeopleManager } from '@/components/studio/PeopleManager';

// The studio's people as they are now: rendered on every request, never prerendered or cached.
export const instant = false;

/** The access check runs here too, so an editor's 403 is the answer's status. */
export async function generateMetadata(): Promise<Metadata> {
  await requireAdminPage('/studio/people');
  return { title: 'People · Studio · Atelier' };
}

/** `/studio/people` (admins only): who may use the studio, add a person, send a password link, change a role, remove. */
export default async function StudioPeople() {
  const admin = await requireAdminPage('/studio/people');
  return (
    <>
      <h1>People</h1>
      <PeopleManager people={await listStudioPeople()} selfId={admin.accountId} />
    </>
  );
}
