import { describe, expect, it } from 'vitest';
import { tracingWanted } from './tracing';

describe('tracingWanted', () => {
  it('is off without an OTLP endpoint, whatever else is set', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'shop', OTEL_TRACES_SAMPLER: 'always_on', OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
  });

  it('is on with either endpoint variable', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('stays off when the SDK is disabled or the traces exporter is none', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE ' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'otlp, none' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'false', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });
});
