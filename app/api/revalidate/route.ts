import { revalidateTag } from 'next/cache';
import { CACHE_GROUPS, brandSlugTag, entryTag, pageSlugTag } from '@/server/content/pages';
import { json, jsonError } from '@/server/api/respond';
import { parseJsonBody } from '@/server/api/handler';
import { log } from '@/lib/log';
import { isRevalidateSecret } from '@/server/revalidate-secret';
import { ContentWebhookBody } from '@/schemas/api/webhooks';

/**
 * A Contentful-style webhook (`X-Contentful-Topic`, secret in `X-Contentful-Webhook-Secret`): expires at
 * once (`expire: 0`) the cache tags of the changed entry, so the next request renders fresh content.
 */
/** The webhook sends the whole entry (every field in every locale): larger than the API's own bodies may be. */
const CONTENT_WEBHOOK_MAX_BYTES = 1024 * 1024;

export async function POST(request: Request) {
  if (!isRevalidateSecret(request.headers.get('x-contentful-webhook-secret'))) return jsonError(401, 'Authentication failed.');
  const topic = request.headers.get('x-contentful-topic') ?? '';
  if (!/^ContentManagement\.(Entry|Asset)\.\w+$/.test(topic)) return jsonError(400, 'X-Contentful-Topic must be ContentManagement.Entry.* or ContentManagement.Asset.*');
  const parsed = await parseJsonBody(request, ContentWebhookBody, CONTENT_WEBHOOK_MAX_BYTES);
  if (!parsed.ok) return parsed.response;
  const { sys, fields = {} } = parsed.data;

  const tags = new Set<string>();
  if (topic.includes('.Asset.')) {
    tags.add(CACHE_GROUPS.cms); // an asset may appear on any page
  } else {
    tags.add(entryTag(sys.id));
    const type = sys.contentType?.sys.id;
    const slugs = Object.values(fields.slug ?? {}).filter((s): s is string => typeof s === 'string');
    if (type === 'page') slugs.forEach((s) => tags.add(pageSlugTag(s)));
    if (type === 'brand') [CACHE_GROUPS.brands, ...slugs.map(brandSlugTag)].forEach((t) => tags.add(t));
    if (type === 'layout') tags.add(CACHE_GROUPS.layout);
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info('Content revalidated', { topic, entryId: sys.id, tags: [...tags] });
  return json({ revalidated: [...tags] });
}
