/**
 * Every environment variable the store reads, declared once (issue 32): what it means, its default, what a value
 * must look like, and whether a production start needs it. A production deploy start (NODE_ENV=production outside the
 * local stack of `npm start`) checks its environment against this before it answers anyone and exits 1 naming each
 * variable that is missing, malformed or too weak (`instrumentation.ts`, server/refuse-bad-production-start.ts); the
 * local stack checks the format of what is set. `docs/deploy.md`'s variable table is written from this list
 * (`node --import tsx scripts/environment-table.ts --write`), and a test holds the two equal and finds every
 * variable the code reads here.
 *
 * Without 'server-only' (which throws unless bundled under React's server condition): instrumentation.ts and the
 * scripts import it, never a component. Values are never echoed in a message: a secret stays out of the logs.
 */
import { z } from 'zod';
import { isIP } from 'node:net';
import { DEFAULT_JOB_TIMEOUT_SECONDS } from '@/commerce/jobs/runs';
import { FROM_ADDRESS_SCHEMA, MAIL_DELIVERY_SCHEMA, SMTP_URL_SCHEMA, mailRequirementProblems } from '@/commerce/outbox/mail-config';

export type Stage = 'run' | 'build';

export interface Variable {
  /** What it is for, in an operator's words (one line of the deploy table). */
  meaning: string;
  /** What happens without it. */
  default: string;
  /** The rule a set value must meet; its message says what is expected. */
  schema?: z.ZodType<string>;
  /** A production start refuses to serve without it. */
  requiredInProduction?: boolean;
  /** Read when the store is built (inlined), not when it starts. */
  stage?: Stage;
}

const urlWith = (protocols: string[], what: string) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
  }, `expected ${what}`);

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/, `expected a whole number from ${min} to ${max}`).refine((v) => Number(v) >= min && Number(v) <= max, `expected a whole number from ${min} to ${max}`);
const oneOf = (...values: string[]) => z.string().refine((v) => values.includes(v), `expected ${values.map((v) => `"${v}"`).join(' or ')}`);
const secret = (bytes: number) => z.string().refine((v) => Buffer.byteLength(v, 'utf8') >= bytes, `expected at least ${bytes} bytes (a random value: openssl rand -base64 ${Math.ceil((bytes * 3) / 4)})`);
const commaList = (item: (value: string) => boolean, what: string) =>
  z.string().refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).every(item), `expected a comma-separated list of ${what}`);
const isOrigin = (value: string) => {
  try {
    return new URL(value).origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
};
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (value: string) => {
  if (PROXY_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};
const HTTP_URL = urlWith(['http:', 'https:'], 'an http(s) URL');
const HEADER_NAME = z.string().regex(/^[A-Za-z0-9-]+$/, 'expected an HTTP header name (letters, digits, hyphens)');
const NON_EMPTY = z.string().min(1, 'expected a value');

export const ENVIRONMENT: Record<string, Variable> = {
  DATABASE_URL: {
    meaning: 'PostgreSQL of the commerce data (`postgres://user:password@host:5432/database`)',
    default: 'the embedded server `npm start` starts; **required in production**',
    schema: urlWith(['postgres:', 'postgresql:'], 'a postgres:// URL with a host'),
    requiredInProduction: true,
  },
  DATABASE_POOL_MAX: { meaning: 'connections per instance; the database sees up to instances × this', default: '10', schema: wholeNumber(1, 100) },
  DATABASE_PREPARED_STATEMENTS: { meaning: '`off` behind PgBouncer < 1.21 in transaction mode (see below)', default: 'on', schema: oneOf('on', 'off') },
  REDIS_URL: {
    meaning: 'turns on the shared caches (`redis://host:6379/<db>`, the path is the database number)',
    default: "unset: Next's in-process caches",
    schema: urlWith(['redis:', 'rediss:'], 'a redis:// or rediss:// URL with a host'),
  },
  REDIS_KEY_PREFIX: { meaning: 'prefix of every cache key', default: 'the build id', schema: NON_EMPTY },
  REDIS_COMMAND_TIMEOUT_MS: { meaning: 'a cache call slower than this is a miss (the page renders); 3 in a row open the circuit for 5 s', default: '500', schema: wholeNumber(1, 60_000) },
  LOG_LEVEL: { meaning: 'least level written: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (JSON lines, `scripts/lib/logger.mjs`)', default: '`info`', schema: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent') },
  SKIP_KEYSPACE_CONFIG_CHECK: { meaning: "`false` to have the handler check Redis's `notify-keyspace-events`", default: '`true`', schema: oneOf('true', 'false') },
  AUTH_JWT_SECRET: {
    meaning: 'session token key (32+ bytes), **the same on every instance**',
    default: 'a key generated into `.data/` (one machine only); **required in production**',
    schema: secret(32),
    requiredInProduction: true,
  },
  REVALIDATE_SECRET: { meaning: "the content webhook's secret (16+ bytes)", default: 'development default with the sandbox on', schema: secret(16) },
  PREVIEW_SECRET: { meaning: "editors' preview link secret (16+ bytes)", default: 'none: no preview links', schema: secret(16) },
  CONTENTFUL_SPACE_ID: { meaning: 'Contentful itself: the space (with `CONTENTFUL_ACCESS_TOKEN`)', default: 'the embedded content server', schema: NON_EMPTY },
  CONTENTFUL_ACCESS_TOKEN: { meaning: "Contentful's delivery token", default: 'the embedded content server', schema: NON_EMPTY },
  CONTENTFUL_PREVIEW_TOKEN: { meaning: "Contentful's preview token (drafts in preview)", default: 'no drafts from Contentful', schema: NON_EMPTY },
  CONTENTFUL_ENVIRONMENT: { meaning: "Contentful's environment", default: '`master`', schema: NON_EMPTY },
  CONTENTFUL_MANAGEMENT_TOKEN: { meaning: "the studio's writes to Contentful (Content Management API)", default: 'the embedded content server', schema: NON_EMPTY },
  CONTENTFUL_MANAGEMENT_HOST: { meaning: 'another Content Management API host', default: "Contentful's", schema: NON_EMPTY },
  CONTENT_HOST: { meaning: 'the embedded content server: its host', default: '127.0.0.1', schema: NON_EMPTY },
  CONTENT_PORT: { meaning: 'the embedded content server: its port', default: '54400', schema: wholeNumber(1, 65_535) },
  CONTENT_DELIVERY_TOKEN: { meaning: "the embedded content server's delivery token", default: 'a development token', schema: NON_EMPTY },
  CONTENT_PREVIEW_TOKEN: { meaning: "the embedded content server's preview token", default: 'a development token', schema: NON_EMPTY },
  CONTENT_MANAGEMENT_TOKEN: { meaning: "the embedded content server's management token", default: 'a development token', schema: NON_EMPTY },
  CONTENT_WEBHOOK_URL: { meaning: 'where the embedded content server sends its publish webhook', default: 'the store it was started for', schema: HTTP_URL },
  CONTENT_WEBHOOK_SECRET: { meaning: "the embedded content server's webhook secret", default: 'the development default', schema: NON_EMPTY },
  CONTENT_TIMEOUT_MS: { meaning: 'how long one content read may take before the source counts as down', default: '2000 (10000 during `next build`)', schema: wholeNumber(1, 120_000) },
  EXPERIMENTS_BASE_URL: { meaning: 'the experiment service', default: 'the embedded service in each process', schema: HTTP_URL },
  EXPERIMENTS_SITE_CODE: { meaning: "the experiment service's site code", default: 'the embedded configuration\'s', schema: NON_EMPTY },
  EXPERIMENTS_ENVIRONMENT: { meaning: "the experiment service's environment", default: '`production`', schema: NON_EMPTY },
  EXPERIMENTS_CONFIG_FILE: { meaning: "the embedded experiment service's configuration file", default: '`config/experiments/configuration.json`', schema: NON_EMPTY },
  NEXT_PUBLIC_EXPERIMENTS_BASE_URL: { meaning: 'the experiment service as the browser calls it (also allowed by the CSP)', default: 'none', schema: HTTP_URL, stage: 'build' },
  NEXT_PUBLIC_EXPERIMENTS_SITE_CODE: { meaning: "the browser's experiment site code", default: 'none', schema: NON_EMPTY, stage: 'build' },
  NEXT_PUBLIC_EXPERIMENTS_ENVIRONMENT: { meaning: "the browser's experiment environment", default: 'none', schema: NON_EMPTY, stage: 'build' },
  GEO_COUNTRY_HEADER: { meaning: "the CDN's geo-country header (welcome mat)", default: '`x-visitor-country`', schema: HEADER_NAME },
  GOOGLE_CLIENT_ID: { meaning: 'turns on Google sign-in', default: 'off', schema: NON_EMPTY },
  TAG_MANAGER_ORIGIN: { meaning: "the origin the tag manager's script loads from (read at build for prerendered pages)", default: 'none: no tag manager', schema: HTTP_URL, stage: 'build' },
  API_TRUSTED_ORIGINS: { meaning: 'extra origins allowed to call the API (comma-separated)', default: 'none', schema: commaList(isOrigin, 'origins (https://host)') },
  STUDIO: { meaning: "`off` turns the editors' studio off", default: 'on', schema: oneOf('on', 'off') },
  PAYMENT_PROVIDER: {
    meaning:
      'who takes the money. This build has one provider, `sandbox`, which takes none (docs/payments.md): a production start needs `PAYMENT_PROVIDER=sandbox` set on purpose (a staging store), and a shop needs a real provider behind the seam of commerce/payments/provider.ts',
    default: '`sandbox` on the local stack; **required in production**',
    // The names commerce/payments/provider.ts has (its test holds the two equal; not imported: this file loads first at start).
    schema: oneOf('sandbox'),
    requiredInProduction: true,
  },
  ATELIER_SANDBOX: {
    meaning: '`on` enables the developer sandbox (developer pages, sandbox API, development identity provider); **leave unset in production**: a production deploy start refuses it (above)',
    default: 'unset (`npm start`: on)',
    schema: oneOf('on', 'off'),
  },
  ATELIER_LOCAL_STACK: {
    meaning: "set to `1` only by the local stack's scripts, for the servers they bind to `localhost`; **never set it in a deployment** (it is what lets `npm start` keep the sandbox)",
    default: 'unset',
    schema: oneOf('1'),
  },
  TRUSTED_PROXIES: {
    meaning:
      "the load balancer's / CDN's addresses (comma-separated addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`): only through them is `X-Forwarded-For` read for the client address the rate limits count. **Set it behind any proxy**, or every shopper counts as the proxy's address (docs/reliability/abuse.md)",
    default: 'none: the TCP peer is the client',
    schema: commaList(isAddressOrRange, 'addresses, CIDR ranges or loopback/linklocal/uniquelocal'),
  },
  RATE_LIMIT_EXEMPT_ADDRESSES: {
    meaning: "client addresses whose per-address limits are not counted (a load generator, a monitor); per-account limits still apply",
    default: 'none',
    schema: commaList(isAddressOrRange, 'addresses or CIDR ranges'),
  },
  RATE_LIMIT_REDIS_PREFIX: { meaning: "with `REDIS_URL`, the prefix of the limits' Redis keys (shared by every build, so a deploy does not reset a count)", default: '`atelier`', schema: NON_EMPTY },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    meaning: 'turns on traces (OpenTelemetry): the OTLP/HTTP collector, e.g. `http://collector:4318` (`/v1/traces` is added)',
    default: 'unset: no tracing, the SDK is not loaded',
    schema: HTTP_URL,
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: { meaning: 'turns on traces too: the full traces URL (`http://collector:4318/v1/traces`), before the one above', default: 'unset', schema: HTTP_URL },
  OTEL_EXPORTER_OTLP_PROTOCOL: { meaning: 'how spans are sent', default: '`http/protobuf`', schema: oneOf('http/protobuf', 'http/json', 'grpc') },
  OTEL_EXPORTER_OTLP_HEADERS: { meaning: "headers sent with each export (`key=value,key2=value2`, a vendor's API key)", default: 'none', schema: NON_EMPTY },
  OTEL_SERVICE_NAME: { meaning: 'the service name on every span', default: '`atelier-storefront`', schema: NON_EMPTY },
  OTEL_RESOURCE_ATTRIBUTES: { meaning: 'more resource attributes (`deployment.environment=prod,service.instance.id=web-1`)', default: 'none', schema: NON_EMPTY },
  OTEL_TRACES_SAMPLER: {
    meaning: 'which requests are traced',
    default: '`parentbased_always_on`',
    schema: oneOf('always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'),
  },
  OTEL_TRACES_SAMPLER_ARG: { meaning: 'the ratio of the `traceidratio` samplers (0 to 1)', default: '1', schema: z.string().refine((v) => v.trim() !== '' && Number(v) >= 0 && Number(v) <= 1, 'expected a number from 0 to 1') },
  OTEL_TRACES_EXPORTER: { meaning: '`none` turns traces off although an endpoint is set', default: '`otlp`', schema: oneOf('otlp', 'console', 'none') },
  OTEL_SDK_DISABLED: { meaning: '`true` turns traces off although an endpoint is set', default: '`false`', schema: oneOf('true', 'false') },
  SMTP_URL: {
    meaning: 'the SMTP server e-mail is sent through (`smtps://user:password@host:465` or `smtp://user:password@host:587`, STARTTLS; percent-encode the password), by `npm run mail -- deliver`',
    default: '**required in production** unless `MAIL_DELIVERY=outbox`',
    schema: SMTP_URL_SCHEMA as z.ZodType<string>,
  },
  MAIL_DELIVERY: { meaning: '`smtp` sends e-mail through `SMTP_URL`; `outbox` keeps it in the outbox table only (the demo; a production start with it logs that mail is not sent)', default: '`smtp` with `SMTP_URL` set, else `outbox`', schema: MAIL_DELIVERY_SCHEMA as unknown as z.ZodType<string> },
  MAIL_FROM: { meaning: 'the from-address of e-mail (`Atelier <shop@example.com>`)', default: '`no-reply@atelier.invalid` (outbox only); **required in production** with smtp', schema: FROM_ADDRESS_SCHEMA as z.ZodType<string> },
  'MAIL_FROM_<CC>': { meaning: "a country's own from-address, e.g. `MAIL_FROM_TH` for the Thai shop", default: '`MAIL_FROM`', schema: FROM_ADDRESS_SCHEMA as z.ZodType<string> },
  PORT: { meaning: 'the port the server listens on', default: '3000', schema: wholeNumber(1, 65_535) },
  KEEP_ALIVE_TIMEOUT: { meaning: "the image's idle kept-alive connection timeout in ms, above the proxy's (below)", default: '65000 in the image', schema: wholeNumber(1, 3_600_000) },
  METRICS_PORT: { meaning: 'the port of the Prometheus metrics endpoint (GET /metrics), apart from the store\'s own port; needs the server preload `scripts/lib/metrics.mjs`', default: 'unset: no metrics are kept or served', schema: wholeNumber(1, 65_535) },
  METRICS_HOST: { meaning: 'the address the metrics endpoint listens on (`0.0.0.0` to let a Prometheus on another host scrape it: keep the port off the public network)', default: '`127.0.0.1`', schema: z.string().refine((v) => isIP(v) !== 0 || v === 'localhost', 'expected an IP address or localhost') },
  SHUTDOWN_TIMEOUT_MS: { meaning: 'from SIGTERM to exit at most (the instance is unready at once and closes each kept-alive connection after its answer)', default: '10000', schema: wholeNumber(1, 600_000) },
  WORKER_JOB_TIMEOUT_SECONDS: { meaning: 'the worker (`npm run worker`): a scheduled job running longer is taken as dead (its worker killed) and run again by another worker, which takes its claim over', default: String(DEFAULT_JOB_TIMEOUT_SECONDS), schema: wholeNumber(1, 86_400) },
  ATELIER_BUILD_ID: { meaning: "the build's id, fixed at build time (a commit hash is a good value)", default: 'generated per build', schema: NON_EMPTY, stage: 'build' },
  ATELIER_STANDALONE: { meaning: "`1` builds Next's standalone output (the image)", default: 'unset: `next start`', schema: oneOf('1'), stage: 'build' },
};

/**
 * Names the store reads that belong to Node, Next, the test runner or the build's own plumbing, not to an operator:
 * declared here so the scan that finds undeclared reads knows them.
 */
export const NOT_OPERATOR_SETTINGS: ReadonlySet<string> = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'CI',
  'ATELIER_DIST_DIR',
  'ATELIER_BUILD_TYPECHECKED',
  'ATELIER_SCHEMA_VERSION',
  'STACK_PORT_OFFSET',
  'SEED_SCALE',
  'CHROMIUM_PATH',
]);

/** One refused variable: its name and what was wrong, never its value. */
export interface EnvironmentProblem {
  name: string;
  problem: string;
}

/**
 * What is wrong with `env`: each set variable against its rule, and in `production` the variables a production start
 * needs, and the pairs that only work together.
 */
export function environmentProblems(env: Record<string, string | undefined>, { production }: { production: boolean }): EnvironmentProblem[] {
  const problems: EnvironmentProblem[] = [];
  for (const [name, variable] of Object.entries(ENVIRONMENT)) {
    const value = env[name];
    if (value === undefined || value === '') {
      if (production && variable.requiredInProduction) problems.push({ name, problem: `is not set: a production start needs it (${variable.meaning})` });
      continue;
    }
    const checked = variable.schema?.safeParse(value);
    if (checked && !checked.success) problems.push({ name, problem: checked.error.issues.map((issue) => issue.message).join('; ') });
  }
  if (env.CONTENTFUL_SPACE_ID && !env.CONTENTFUL_ACCESS_TOKEN) problems.push({ name: 'CONTENTFUL_ACCESS_TOKEN', problem: 'is not set: CONTENTFUL_SPACE_ID needs it' });
  if (env.CONTENTFUL_ACCESS_TOKEN && !env.CONTENTFUL_SPACE_ID) problems.push({ name: 'CONTENTFUL_SPACE_ID', problem: 'is not set: CONTENTFUL_ACCESS_TOKEN needs it' });
  problems.push(...mailRequirementProblems(env, { production }));
  return problems;
}

/** The message a refused start prints: one line per variable. */
export function environmentRefusal(problems: EnvironmentProblem[]): string | undefined {
  if (problems.length === 0) return undefined;
  return ['Refusing to start: the environment is not valid (docs/deploy.md, "Environment"):', ...problems.map((p) => `  ${p.name} ${p.problem}`)].join('\n');
}

/** docs/deploy.md's table of the variables, as written from ENVIRONMENT. */
export function environmentTable(): string {
  const rows = Object.entries(ENVIRONMENT).map(([name, v]) => `| \`${name}\` | ${v.meaning}${v.stage === 'build' ? ' (read at build time)' : ''} | ${v.default} |`);
  return ['| variable | meaning | default |', '|---|---|---|', ...rows].join('\n');
}
