import { getPool } from '../../../../../commerce/db/pool';
import { listStores } from '../../../../../commerce/catalog/stores';
import { apiRoute, ok } from '../../../../../lib/api/handler';
import { StoreLocationsResponse } from '../../../../../schemas/api/catalog';

/** `GET store-locations`: the stores of the request's country (SPEC §7). */
export const GET = apiRoute(async ({ locale }) => ok(StoreLocationsResponse, { items: await listStores(getPool(), locale) }));
