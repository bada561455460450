/**
 * The admins' studio API's inputs (app/api/studio/people): add a person, change a role. Answers are the studio's
 * people as commerce/accounts/editors.ts lists them.
 */
import { z } from 'zod';

/**
 * The roles that may use the studio, each able to do what the one before it can: an editor drafts, a publisher also
 * publishes and unpublishes, an admin also manages the studio's people.
 */
export const STUDIO_ROLES = ['editor', 'publisher', 'admin'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Whether `role` includes what `least` may do (an admin publishes; a publisher does not manage people). */
export const roleIncludes = (role: StudioRole, least: StudioRole) => STUDIO_ROLES.indexOf(role) >= STUDIO_ROLES.indexOf(least);

/** A role as a sentence says it: "an editor", "a publisher", "an admin". */
export const roleInWords = (role: StudioRole) => ({ editor: 'an editor', publisher: 'a publisher', admin: 'an admin' })[role];

const role = z.enum(STUDIO_ROLES, { error: `role is one of ${STUDIO_ROLES.join(', ')}.` });
const name = (what: string) => z.string({ error: `${what} is required.` }).trim().min(1, { error: `${what} is required.` }).max(60, { error: `${what} has at most 60 characters.` });

export const StudioPersonId = z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'A person is named by their account id (digits).' }) });

export const StudioNewPersonBody = z
  .object({
    email: z.string({ error: 'email is required.' }).trim().max(254, { error: 'email has at most 254 characters.' }).pipe(z.email({ error: 'email is not an e-mail address.' })),
    firstName: name('firstName'),
    lastName: name('lastName'),
    role: role.default('editor'),
  })
  .strict();

export const StudioRoleBody = z.object({ role }).strict();

export const StudioPersonView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  createdAt: z.string(),
  lastSignedInAt: z.string().nullable(),
});

export const StudioPeopleList = z.object({ items: z.array(StudioPersonView) });
