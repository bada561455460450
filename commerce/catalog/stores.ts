// Physical stores of a country (store-locations; click and collect and bookings build on them).
import type { StoreLocation } from '@/schemas/api/catalog';
import type { CatalogContext, Queryable } from './context';
import { queryCatalog } from './summary';

const COLUMNS = `slug, name, country, address_line, city, postcode, phone, opening_hours, time_zone,
  latitude::float8 AS latitude, longitude::float8 AS longitude, click_and_collect`;

interface StoreRow {
  slug: string;
  name: string;
  country: string;
  address_line: string;
  city: string;
  postcode: string;
  phone: string;
  opening_hours: StoreLocation['openingHours'];
  time_zone: string;
  latitude: number;
  longitude: number;
  click_and_collect: boolean;
}

function toStore(r: StoreRow): StoreLocation {
  return {
    slug: r.slug,
    name: r.name,
    country: r.country,
    address: { line: r.address_line, city: r.city, postcode: r.postcode },
    phone: r.phone,
    openingHours: [...r.opening_hours].sort((a, b) => a.day - b.day),
    timeZone: r.time_zone,
    coordinates: { latitude: r.latitude, longitude: r.longitude },
    clickAndCollect: r.click_and_collect,
  };
}

/** The country's stores, by city then name. */
export async function listStores(db: Queryable, ctx: CatalogContext): Promise<StoreLocation[]> {
  const rows = await queryCatalog<StoreRow>(db, `SELECT ${COLUMNS} FROM stores WHERE country = $1 ORDER BY city, name, slug`, [ctx.country.code]);
  return rows.map(toStore);
}

/** One store of the country by slug; null when unknown or in another country. */
export async function getStore(db: Queryable, ctx: CatalogContext, slug: string): Promise<StoreLocation | null> {
  const rows = await queryCatalog<StoreRow>(db, `SELECT ${COLUMNS} FROM stores WHERE slug = $1 AND country = $2`, [slug, ctx.country.code]);
  return rows.length ? toStore(rows[0]) : null;
}
