import type pg from 'pg';
import type { CountryConfig, LanguageCode } from '@/config/countries/types';

/** Where a catalogue read happens: prices and stock are the country's, texts the language's. */
export interface CatalogContext {
  country: CountryConfig;
  lang: LanguageCode;
}

/** A pool or a checked-out client: anything that can run a query. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** Units at or below which a variant shows "only N left". */
export const LOW_STOCK_THRESHOLD = 5;
/** A product counts as new for this many days after it was added. */
export const NEW_PRODUCT_DAYS = 60;
