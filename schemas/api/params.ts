/** Route parameters several endpoints share. */
import { z } from 'zod';

/** `{id}` as a positive whole number. */
export const NumericIdParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive') });
