import { z } from 'zod';
import { issueDevelopmentIdToken } from '@/commerce/accounts/social';
import { identityProvider } from '@/server/auth/identity-provider';
import { apiRoute, parseJsonBody } from '@/server/api/handler';
import { json, jsonError } from '@/server/api/respond';

const Person = z.object({
  subject: z.string().trim().min(1, 'is required').max(100).regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, dots, dashes or underscores'),
  email: z.string().trim().max(254).pipe(z.email('Invalid email')),
  firstName: z.string().trim().min(1, 'is required').max(60),
  lastName: z.string().trim().min(1, 'is required').max(60),
});

/**
 * The development identity provider's token endpoint: issues an id token for the person its sandbox page
 * describes. It exists only while the development provider is the configured one (no GOOGLE_CLIENT_ID).
 */
export const POST = apiRoute(async ({ request }) => {
  if (!identityProvider()?.development) return jsonError(404, 'The development identity provider is switched off');
  const body = await parseJsonBody(request, Person);
  if (!body.ok) return body.response;
  return json({ idToken: await issueDevelopmentIdToken(body.data) });
});
