import { getPool } from '@/commerce/db/pool';
import { categoryTree } from '@/commerce/catalog/brands';
import { apiRoute, ok } from '@/server/api/handler';
import { CategoriesResponse } from '@/schemas/api/catalog';

/** `GET categories/`: the three-level category tree, names in the request's language (SPEC §7). */
export const GET = apiRoute(async ({ locale }) => ok(CategoriesResponse, { items: await categoryTree(getPool(), locale) }));
