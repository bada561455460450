/**
 * `/pages/{slugUrl?}/{topCategory?}/{category?}/{subCategory?}` and the same under `/brands`: the
 * segments after the route name, validated. A missing slug, a fifth segment or a segment that is not a
 * slug is a failed validation (404).
 */
export interface RoutePath {
  slug: string;
  topCategory?: string;
  category?: string;
  subCategory?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function pathFromSegments(segments: readonly string[] | undefined): RoutePath | undefined {
  if (!segments?.length || segments.length > 4) return undefined;
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '';
    }
  });
  if (!decoded.every((s) => SLUG.test(s))) return undefined;
  const [slug, topCategory, category, subCategory] = decoded;
  return { slug, topCategory, category, subCategory };
}

/** The public path a route serves for a validated path: `routeUrl('/pages', { slug: 'makeup', topCategory: 'lips' })` → `/pages/makeup/lips`. */
export function routeUrl(base: string, path: RoutePath): string {
  return [base, path.slug, path.topCategory, path.category, path.subCategory].filter(Boolean).join('/');
}
