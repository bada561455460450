/**
 * Whether this process traces (issue 32, "Traces"): only when an OTLP endpoint is named by the standard variables
 * (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or `OTEL_EXPORTER_OTLP_ENDPOINT`), the traces exporter is not `none` and the SDK
 * is not disabled (`OTEL_SDK_DISABLED=true`). Otherwise instrumentation.ts never loads the SDK: Next's own spans then go
 * to the API's no-op tracer, and nothing is patched. Plain (no SDK import), so deciding costs nothing.
 */
export function tracingWanted(env: Record<string, string | undefined> = process.env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return false;
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((s) => s.trim().toLowerCase());
  return !exporters.includes('none');
}

/** The service name spans carry when `OTEL_SERVICE_NAME` is not set. */
export const DEFAULT_SERVICE_NAME = 'atelier-storefront';
