/**
 * How the store delivers e-mail (issue 31): `MAIL_DELIVERY=smtp|outbox`, `SMTP_URL`, `MAIL_FROM` and its per-country
 * overrides `MAIL_FROM_<CC>`. Read by the deliverer (commerce/outbox/delivery.ts, `npm run mail`) and checked when a
 * server starts (server/refuse-undeliverable-mail.ts): a production start without `SMTP_URL` refuses unless
 * `MAIL_DELIVERY=outbox` says on purpose that mail stays in the outbox. Values are never echoed in a message (the
 * SMTP URL carries a password).
 */
import { z } from 'zod';

export type MailDelivery = 'smtp' | 'outbox';

/** `MAIL_FROM_TH`, `MAIL_FROM_SG`, …: a country's own from-address. */
export const COUNTRY_FROM_PATTERN = /^MAIL_FROM_([A-Z]{2})$/;

/** The rule of `SMTP_URL`: smtp:// or smtps://, a host, user and password (percent-encoded) in the URL if any. */
export const SMTP_URL_SCHEMA = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.port === '' || Number(url.port) > 0);
  } catch {
    return false;
  }
}, 'expected an smtp:// or smtps:// URL with a host (smtp://user:password@host:587, smtps://user:password@host:465)');

/** A from-address: `shop@example.com` or `Atelier <shop@example.com>`. */
export const FROM_ADDRESS_SCHEMA = z
  .string()
  .refine((value) => /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value.trim()), 'expected an e-mail address (shop@example.com or "Atelier <shop@example.com>")');

export const MAIL_DELIVERY_SCHEMA = z.enum(['smtp', 'outbox'], { message: 'expected "smtp" or "outbox"' });

/** The from-address used when neither MAIL_FROM nor MAIL_FROM_<CC> is set (the demo's outbox). */
export const DEFAULT_FROM = 'Atelier <no-reply@atelier.invalid>';

export interface MailConfiguration {
  delivery: MailDelivery;
  /** Set when delivery is smtp. */
  smtpUrl?: string;
  /** The from-address of a message for `country` (upper-case ISO code), else MAIL_FROM. */
  fromFor(country: string | null | undefined): string;
}

/** Whether `MAIL_DELIVERY` was left out: then it is smtp with an `SMTP_URL`, else outbox. */
export function mailDelivery(env: Record<string, string | undefined>): MailDelivery {
  const explicit = env.MAIL_DELIVERY;
  if (explicit === 'smtp' || explicit === 'outbox') return explicit;
  return env.SMTP_URL ? 'smtp' : 'outbox';
}

type Problem = { name: string; problem: string };

function formatProblem(env: Record<string, string | undefined>, name: string, schema: z.ZodType<unknown>): Problem[] {
  const value = env[name];
  if (value === undefined || value === '') return [];
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : [{ name, problem: parsed.error.issues.map((issue) => issue.message).join('; ') }];
}

/**
 * What server/environment.ts does not see from its table: each `MAIL_FROM_<CC>` set, and what the variables need
 * together (a production start needs `SMTP_URL` unless `MAIL_DELIVERY=outbox`; smtp needs a URL and a from-address).
 */
export function mailRequirementProblems(env: Record<string, string | undefined>, { production }: { production: boolean }): Problem[] {
  const problems: Problem[] = [];
  for (const name of Object.keys(env).sort()) if (COUNTRY_FROM_PATTERN.test(name)) problems.push(...formatProblem(env, name, FROM_ADDRESS_SCHEMA));
  if (env.MAIL_DELIVERY === 'smtp' && !env.SMTP_URL) problems.push({ name: 'SMTP_URL', problem: 'is not set: MAIL_DELIVERY=smtp needs it' });
  else if (production && !env.SMTP_URL && env.MAIL_DELIVERY !== 'outbox') {
    problems.push({ name: 'SMTP_URL', problem: 'is not set: a production start sends e-mail through it; set MAIL_DELIVERY=outbox to start with mail kept in the outbox (nothing is sent)' });
  }
  if (production && mailDelivery(env) === 'smtp' && !env.MAIL_FROM) problems.push({ name: 'MAIL_FROM', problem: 'is not set: a production start that sends e-mail needs its from-address' });
  return problems;
}

/** Every problem of the mail variables, one line each, naming the variable and never its value. */
export function mailProblems(env: Record<string, string | undefined>, { production }: { production: boolean }): Problem[] {
  return [
    ...formatProblem(env, 'SMTP_URL', SMTP_URL_SCHEMA),
    ...formatProblem(env, 'MAIL_DELIVERY', MAIL_DELIVERY_SCHEMA),
    ...formatProblem(env, 'MAIL_FROM', FROM_ADDRESS_SCHEMA),
    ...mailRequirementProblems(env, { production }),
  ];
}

/** The notice a production start with MAIL_DELIVERY=outbox logs once; undefined otherwise. */
export function mailStartNotice(env: Record<string, string | undefined>, { production }: { production: boolean }): string | undefined {
  if (!production || env.MAIL_DELIVERY !== 'outbox') return undefined;
  return 'MAIL_DELIVERY=outbox: e-mail stays in the outbox table and is not sent (set SMTP_URL and unset MAIL_DELIVERY to send it).';
}

export class MailConfigurationError extends Error {}

/** The configuration from `env`; throws MailConfigurationError (a message, no stack needed) when it is not valid. */
export function mailConfiguration(env: Record<string, string | undefined> = process.env): MailConfiguration {
  const problems = mailProblems(env, { production: false });
  if (problems.length > 0) throw new MailConfigurationError(problems.map((p) => `${p.name} ${p.problem}`).join('\n'));
  const delivery = mailDelivery(env);
  const fallback = env.MAIL_FROM || DEFAULT_FROM;
  return {
    delivery,
    smtpUrl: delivery === 'smtp' ? env.SMTP_URL : undefined,
    fromFor(country) {
      const own = country ? env[`MAIL_FROM_${country.toUpperCase()}`] : undefined;
      return own || fallback;
    },
  };
}
