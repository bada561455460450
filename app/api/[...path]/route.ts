/**
 * Any path under /api that no route serves (a misspelt path, `../` resolved away, a method-less leftover): the API's
 * JSON 404 with SPEC's message, as every route answers an unknown id, instead of the store's HTML page.
 */
import { apiRoute, notFound } from '@/server/api/handler';

const unknownPath = apiRoute<{ path: string[] }>(async () => notFound());

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
