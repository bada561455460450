import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { apiRouteFiles } from '@/tests/api-route-files';
import { ListingResponse, ProductDetail } from './catalog';
import { API_BASE_PATH, buildOpenApiDocument, ENDPOINTS, openApiDocument, type EndpointSpec, type HttpMethod } from './openapi';

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, item]) => METHODS.flatMap((m) => (item[m] ? [{ path, method: m, operation: item[m] }] : [])));

/** Every `$ref` anywhere in a value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('openApiDocument', () => {
  it('is an OpenAPI 3.1 document with info, a server and paths', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.servers[0].url).toBe(API_BASE_PATH);
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(15);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('every operation has a unique id, a tag the document lists, a summary and responses with a JSON success answer (200, 201 or 202)', () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      // Lower case, except where SPEC §7 names a path in camel case (orders/enquireKbankPayment).
      expect(path).toMatch(/^\/[A-Za-z0-9{}./-]*$/);
      expect(tags.has(operation.tags[0]), `${path} tag`).toBe(true);
      expect(operation.summary).toBeTruthy();
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      const success = ['200', '201', '202'].filter((status) => operation.responses[status]);
      expect(success, path).toHaveLength(1);
      expect(operation.responses[success[0]]?.content?.['application/json']?.schema, path).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${path} ${status}`).toBeTruthy();
      }
    }
  });

  it('documents the 503 of a database out of reach wherever the shared handler may answer (every operation with a 500)', () => {
    const withServerErrors = operations.filter((o) => o.operation.responses['500']);
    expect(withServerErrors.length).toBeGreaterThan(50);
    for (const { path, operation } of withServerErrors) expect(operation.responses['503']?.description, path).toContain('Retry-After');
  });

  it('declares every path parameter of a path, required', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = operation.parameters.filter((p) => !('$ref' in p) && p.in === 'path');
      expect(declared.map((p) => ('name' in p ? p.name : '')).sort(), path).toEqual(inPath.sort());
      for (const p of declared) expect('required' in p && p.required).toBe(true);
    }
  });

  it('resolves every $ref', () => {
    for (const ref of refsIn(doc)) {
      const [, section, name] = ref.match(/^#\/components\/(schemas|parameters)\/(.+)$/) ?? [];
      expect(section, ref).toBeDefined();
      expect(doc.components[section as 'schemas' | 'parameters'][name], ref).toBeDefined();
    }
  });

  it('has JSON Schema 2020-12 components that accept what the zod contracts accept', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'https://atelier.test/openapi.json', components: doc.components });
    const validator = (name: string) => ajv.getSchema(`https://atelier.test/openapi.json#/components/schemas/${name}`);
    for (const name of Object.keys(doc.components.schemas)) expect(validator(name), name).toBeTypeOf('function');
    const summary = {
      id: 1,
      slug: 'velvet-lip',
      name: 'Velvet Lip',
      brand: { slug: 'kaya-botanics', name: 'Kaya Botanics' },
      productType: 'lipstick',
      image: { url: '/img/p.svg', width: 600, height: 600, alt: 'Velvet Lip' },
      price: { amount: 2900, compareAt: null, currency: 'SGD' },
      priceFrom: false,
      rating: { average: 4.5, count: 12 },
      badges: ['app_exclusive'],
      state: 'available',
      availableFrom: null,
      defaultVariantId: 10,
      variantCount: 1,
      swatches: [],
    };
    const listing = { items: [summary], total: 1, page: 1, pageSize: 24, sort: 'featured', facets: [{ param: 'brand', label: 'Brand', type: 'terms', values: [{ value: 'kaya-botanics', label: 'Kaya Botanics', count: 1 }] }] };
    expect(ListingResponse.safeParse(listing).success).toBe(true);
    expect(validator('ListingResponse')?.(listing)).toBe(true);
    const broken = { ...listing, items: [{ ...summary, price: { amount: 1.5, compareAt: null, currency: 'SGD' } }] };
    expect(ListingResponse.safeParse(broken).success).toBe(false);
    expect(validator('ListingResponse')?.(broken)).toBe(false);
    const detail = {
      ...summary,
      description: 'd',
      howToUse: 'h',
      ingredients: 'i',
      attributes: { finish: 'matte', skinType: ['oily'] },
      category: { path: 'makeup/lips/lipstick', name: 'Lipstick' },
      breadcrumb: [{ path: 'makeup', name: 'Makeup' }],
      variants: [{ id: 10, sku: 'KB-VL-01', shadeName: 'Rose', shadeHex: '#AA3355', size: null, image: summary.image, price: summary.price, stock: { state: 'low_stock', quantityLeft: 3 } }],
      nonDiscountable: false,
      sampleEligible: true,
    };
    expect(ProductDetail.safeParse(detail).success).toBe(true);
    expect(validator('ProductDetail')?.(detail)).toBe(true);
  });

  it('documents list and scalar query parameters from the zod schemas, with the attribute facets', () => {
    const search = doc.paths['/search'].get;
    const names = search?.parameters.map((p) => ('name' in p ? p.name : p.$ref));
    expect(names).toEqual(expect.arrayContaining(['q', 'category', 'brand', 'price_min', 'price_max', 'rating', 'badge', 'sort', 'page', 'page_size', 'f.{attribute}']));
    expect(names).not.toContain('attributes');
    const page = search?.parameters.find((p) => 'name' in p && p.name === 'page');
    expect(page).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 1000, default: 1 } });
    expect(doc.paths['/search/suggestions'].get?.parameters[0]).toMatchObject({ name: 'q', required: true });
    expect(doc.paths['/featured-products'].post?.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/FeaturedProductsRequest' });
    expect(doc.components.schemas.FeaturedProductsRequest.required ?? []).not.toContain('limit');
  });

  it('has an entry for every route file under app/api/web/v1, and no entry without one', () => {
    const files = apiRouteFiles();
    expect(files.length).toBeGreaterThanOrEqual(15);
    const fromFiles = files.flatMap((f) => f.methods.map((m) => `${m} ${f.path}`)).sort();
    const fromDoc = operations.filter((o) => !doc.paths[o.path].servers).map((o) => `${o.method} ${o.path}`).sort();
    expect(fromDoc).toEqual(fromFiles);
  });

  it('documents the webhooks under their own server, each with a route file that exports its method', () => {
    const webhooks = operations.filter((o) => doc.paths[o.path].servers);
    expect(webhooks.map((o) => `${o.method} ${doc.paths[o.path].servers![0].url}${o.path}`)).toEqual(['post /api/revalidate', 'post /api/revalidate/catalog', 'post /api/payments/webhook']);
    for (const { path, method } of webhooks) {
      const source = readFileSync(join(__dirname, '../../app/api', path, 'route.ts'), 'utf8');
      expect(source, path).toMatch(new RegExp(`export (async function|const) ${method.toUpperCase()}\\b`));
    }
  });

  it('says who may call each operation: member-only where it answers 401, the editors’ and webhooks’ secrets where needed', () => {
    const security = (path: string, method: HttpMethod) => doc.paths[path][method]!.security;
    const schemes = doc.components.securitySchemes;
    expect(schemes.sessionData).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'jwt-data' });
    expect(schemes.sessionSignature).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'jwt-signature' });
    expect(security('/account', 'get')).toEqual([{ sessionData: [], sessionSignature: [] }, { bearerAccessToken: [] }]);
    expect(security('/cart/bag', 'get')).toEqual([{}, { sessionData: [], sessionSignature: [] }, { bearerAccessToken: [] }]);
    expect(security('/sessions', 'post')).toEqual([{}]);
    expect(security('/auth/token', 'post')).toEqual([{ refreshTokenCookie: [] }, {}]);
    expect(security('/sea-falcon/all-user-segments', 'get')).toEqual([{ previewSecret: [] }, { previewDraftMode: [] }]);
    expect(security('/revalidate', 'post')).toEqual([{ contentWebhookSecret: [] }]);
    expect(security('/payments/webhook', 'post')).toEqual([{ paymentSignature: [] }]);
    const used = new Set(operations.flatMap((o) => o.operation.security.flatMap((r) => Object.keys(r))));
    expect([...used].sort()).toEqual(Object.keys(schemes).sort());
    expect(doc.info.license).toEqual({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' });
  });

  it('refuses two endpoints with the same method and path', () => {
    const twice: EndpointSpec[] = [ENDPOINTS[0], { ...ENDPOINTS[0], operationId: 'again' }];
    expect(() => buildOpenApiDocument(twice)).toThrow(/Two endpoints declare GET \/store-locations/);
  });

  it('documents a schema change without further work', () => {
    const doc2 = buildOpenApiDocument([{ ...ENDPOINTS[0], query: z.object({ near: z.string().max(20).optional() }), parameterDocs: { near: 'A postcode.' } }]);
    expect(doc2.paths['/store-locations'].get?.parameters[0]).toEqual({ name: 'near', in: 'query', required: false, description: 'A postcode.', schema: { type: 'string', maxLength: 20 } });
  });
});
