# Atelier's deployable image (docs/deploy.md): Next's standalone output on Node 20.
#
#   docker build -t atelier-migrate --target migrate .      the release step: migrations once per deploy (no build,
#                                                           so it exists before any database has been migrated)
#   docker build -t atelier --build-arg DATABASE_URL=… .    the store (target "runtime", the default)
#   docker build -t atelier-demo --build-arg PRERENDER_FROM=demo .   the demo store, by name
#   docker build -t atelier-worker --target worker .        the scheduled jobs (npm run worker; no build either)
#
# The build never writes to a database (issue 31; scripts/build.mjs): it prerenders every country's pages from the
# catalogue at the DATABASE_URL build argument over read-only sessions, after the release step has migrated it, and
# from the content source (CONTENTFUL_* build arguments, or the embedded content server's own content). With
# PRERENDER_FROM=demo it prerenders from a throwaway embedded PostgreSQL with the demo catalogue inside the build
# instead. Without either it stops, naming both. Pages are re-rendered on publish and on a catalogue import either way.

FROM node:20-bookworm-slim AS source
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .

# Migrations against DATABASE_URL: run once per deploy, before the new instances. Also runs the operator commands
# (npm run editors, docs/deploy.md).
FROM source AS migrate
CMD ["node", "--import", "tsx", "scripts/db.ts", "migrate"]

# The scheduled jobs (commerce/jobs/tasks.ts: outbox delivery, clean-ups, the Beauty Pass job): one or more beside the
# instances, each job once per period however many run. Refuses a database the release step has not migrated.
# SIGTERM: lets a running job finish for up to SHUTDOWN_TIMEOUT_MS, then leaves it to another worker's retry.
FROM source AS worker
ENV NODE_ENV=production
CMD ["node", "--import", "tsx", "scripts/worker.ts"]

FROM source AS build
ARG ATELIER_BUILD_ID
ARG DATABASE_URL
ARG CONTENTFUL_SPACE_ID
ARG CONTENTFUL_ACCESS_TOKEN
ARG PRERENDER_FROM
# Standalone output, and the Redis cache handlers compiled in (REDIS_URL at run time picks the server).
ENV ATELIER_STANDALONE=1 REDIS_URL=redis://redis:6379
RUN if [ "$PRERENDER_FROM" = demo ]; then node --import tsx scripts/build.mjs --demo; else node --import tsx scripts/build.mjs; fi

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# HOSTNAME: 0.0.0.0 (Next then names its own origin localhost, as `npm start`'s `-H localhost`), never 127.0.0.1:
# with that origin the proxy's rewrites look external and are fetched over HTTP again (docs/deploy.md).
# A production deploy start: with ATELIER_SANDBOX=on it exits at once (instrumentation.ts; leave it unset).
# KEEP_ALIVE_TIMEOUT: idle kept-alive connections stay open longer than a proxy's in front (docs/deploy.md).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 KEEP_ALIVE_TIMEOUT=65000
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/server/cache ./server/cache
COPY --from=build /app/scripts/lib/response-buffers.mjs /app/scripts/lib/peer-address.mjs /app/scripts/lib/outage-status.mjs /app/scripts/lib/method-not-allowed.mjs /app/scripts/lib/parser-errors.mjs /app/scripts/lib/repeated-headers.mjs /app/scripts/lib/graceful-shutdown.mjs /app/scripts/lib/shutdown-drain.mjs /app/scripts/lib/request-log.mjs /app/scripts/lib/logger.mjs /app/scripts/lib/log-redact.mjs /app/scripts/lib/metrics.mjs /app/scripts/lib/request-metrics.mjs ./scripts/lib/
# The metrics preload's library (the app's bundles do not import it, so the standalone output does not carry it).
COPY --from=build /app/node_modules/prom-client ./node_modules/prom-client
COPY --from=build /app/node_modules/tdigest ./node_modules/tdigest
COPY --from=build /app/node_modules/bintrees ./node_modules/bintrees
COPY --from=build /app/node_modules/@opentelemetry/api ./node_modules/@opentelemetry/api
# The logger of request-log.mjs (pino and what it needs): the preload is outside Next's traced bundles.
COPY --from=build /app/node_modules/pino ./node_modules/pino
COPY --from=build /app/node_modules/@pinojs/redact ./node_modules/@pinojs/redact
COPY --from=build /app/node_modules/atomic-sleep ./node_modules/atomic-sleep
COPY --from=build /app/node_modules/on-exit-leak-free ./node_modules/on-exit-leak-free
COPY --from=build /app/node_modules/pino-abstract-transport ./node_modules/pino-abstract-transport
COPY --from=build /app/node_modules/split2 ./node_modules/split2
COPY --from=build /app/node_modules/pino-std-serializers ./node_modules/pino-std-serializers
COPY --from=build /app/node_modules/process-warning ./node_modules/process-warning
COPY --from=build /app/node_modules/quick-format-unescaped ./node_modules/quick-format-unescaped
COPY --from=build /app/node_modules/real-require ./node_modules/real-require
COPY --from=build /app/node_modules/safe-stable-stringify ./node_modules/safe-stable-stringify
COPY --from=build /app/node_modules/sonic-boom ./node_modules/sonic-boom
COPY --from=build /app/node_modules/thread-stream ./node_modules/thread-stream
# Long cached pages are sent as Buffers (scripts/lib/response-buffers.mjs), route handlers learn the TCP peer's
# address for the rate limits (scripts/lib/peer-address.mjs) and a page the content source failed answers 503
# (scripts/lib/outage-status.mjs), an API address asked with a method it does not serve says so in JSON
# (scripts/lib/method-not-allowed.mjs), a request Node's parser refuses (a 20 kB query: 431) gets a message too
# (scripts/lib/parser-errors.mjs), the proxy learns which headers a request repeats (scripts/lib/repeated-headers.mjs),
# and SIGTERM drains the instance within SHUTDOWN_TIMEOUT_MS (scripts/lib/graceful-shutdown.mjs), as `npm start` does.
# Set TRUSTED_PROXIES to the load balancer's addresses, or every client is counted as the load balancer (docs/deploy.md).
ENV NODE_OPTIONS="--import=/app/scripts/lib/response-buffers.mjs --import=/app/scripts/lib/peer-address.mjs --import=/app/scripts/lib/outage-status.mjs --import=/app/scripts/lib/method-not-allowed.mjs --import=/app/scripts/lib/parser-errors.mjs --import=/app/scripts/lib/repeated-headers.mjs --import=/app/scripts/lib/graceful-shutdown.mjs --import=/app/scripts/lib/request-log.mjs --import=/app/scripts/lib/metrics.mjs"
USER node
EXPOSE 3000
# Liveness: /api/health. Readiness: /api/health/ready (database, content source, Redis).
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: Next stops accepting connections and lets in-flight requests finish before it exits.
CMD ["node", "server.js"]
