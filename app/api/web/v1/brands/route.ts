import { getPool } from '@/commerce/db/pool';
import { listBrands } from '@/commerce/catalog/brands';
import { apiRoute, ok } from '@/server/api/handler';
import { BrandsResponse } from '@/schemas/api/catalog';

/** `GET brands/`: every brand with its product count in the request's country (SPEC §7). */
export const GET = apiRoute(async ({ locale }) => ok(BrandsResponse, { items: await listBrands(getPool(), locale) }));
