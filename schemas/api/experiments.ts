/**
 * Request contracts of the embedded experiment service (`app/api/experiments/**`), the vendor's paths:
 * configuration `v3/{siteCode}`, visitor data `visit/visitor`, tracking `visit/events`, remote data
 * `map/map`, event stream `sse`. Same conventions as catalog.ts: messages read as "<param> <message>".
 */
import { z } from 'zod';

const whole = (what = 'must be a number') =>
  z.coerce.number({ error: (issue) => (issue.code === 'invalid_type' ? what : undefined) }).int('must be a whole number');

export const SiteCode = z.string().regex(/^[a-z0-9]{1,32}$/, 'must be 1–32 lower-case letters or digits');
export const VisitorCode = z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters');

/** `GET v3/{siteCode}?environment=&ts=` */
export const ConfigurationParams = z.object({ siteCode: SiteCode });
export const ConfigurationQuery = z.object({
  environment: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'must be 1–32 lower-case letters, digits, - or _').optional(),
  ts: whole().min(0).optional(),
});

/** `GET visit/visitor?siteCode=&visitorCode=&maxNumberPreviousVisits=1..25` (other vendor flags are accepted and ignored). */
export const VisitorDataQuery = z.object({
  siteCode: SiteCode,
  visitorCode: VisitorCode,
  maxNumberPreviousVisits: whole().min(1).max(25).default(1),
});

/** `GET map/map?siteCode=&key=` */
export const RemoteDataQuery = z.object({
  siteCode: SiteCode,
  key: z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
});

/** `POST visit/events?siteCode=&sdkName=&sdkVersion=` with a newline-joined text body. */
export const TrackingQuery = z.object({
  siteCode: SiteCode,
  sdkName: z.string().max(32).optional(),
  sdkVersion: z.string().max(32).optional(),
});

/** `GET sse?siteCode=` */
export const EventStreamQuery = z.object({ siteCode: SiteCode });
