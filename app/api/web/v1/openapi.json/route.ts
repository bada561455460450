import { openApiDocument } from '@/schemas/api/openapi';

/**
 * `GET openapi.json`: the OpenAPI 3.1 document of this API. It depends on code only, so it is built at
 * build time and served as a static file (no `connection()`: nothing here is per request).
 */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
}
