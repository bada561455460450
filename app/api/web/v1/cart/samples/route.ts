import { getPool } from '@/commerce/db/pool';
import { addSample, listSamples } from '@/commerce/bag/bag';
import { ok, parseJsonBody } from '@/server/api/handler';
import { bagAnswer, bagRoute } from '@/server/bag/bag-route';
import { BAG_MESSAGES, SampleCreate, SamplesResponse } from '@/schemas/api/bag';

/** `GET cart/samples`: the free samples of the country, what is left and what the bag has chosen. */
export const GET = bagRoute(async ({ owner, ctx }) => ok(SamplesResponse, await listSamples(getPool(), owner, ctx)));

/** `POST cart/samples`: adds a sample (up to the country's limit; not with click and collect). */
export const POST = bagRoute(async (input) => {
  const body = await parseJsonBody(input.request, SampleCreate);
  if (!body.ok) return body.response;
  await addSample(getPool(), input.owner, input.ctx, body.data.sku);
  return bagAnswer(input, BAG_MESSAGES.sampleAdded, 201);
});
