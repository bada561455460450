import 'server-only';

/** Sitemaps are read from the data on each request; crawlers and the CDN may keep one for an hour. */
export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } as const;
