/** Assertions the API contract tests share: a 200 body its schema parses, and a readable error body. */
import { expect, type APIResponse } from '@playwright/test';
import type { z } from 'zod';
import { ApiErrorBody } from '@/schemas/api/catalog';

/** Asserts a 200 whose body the schema parses, and returns the parsed body. */
export async function okBody<S extends z.ZodType>(response: APIResponse, schema: S): Promise<z.output<S>> {
  const text = await response.text();
  expect(response.status(), `${response.url()} → ${text.slice(0, 300)}`).toBe(200);
  const parsed = schema.safeParse(JSON.parse(text));
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), response.url()).toEqual([]);
  return parsed.data as z.output<S>;
}

/** Asserts an error answer `{ message, details? }` with the status; returns the message. */
export async function errorBody(response: APIResponse, status: number): Promise<string> {
  const text = await response.text();
  expect(response.status(), `${response.url()} → ${text.slice(0, 300)}`).toBe(status);
  const body = ApiErrorBody.parse(JSON.parse(text));
  expect(body.message.length).toBeGreaterThan(3);
  return body.message;
}
