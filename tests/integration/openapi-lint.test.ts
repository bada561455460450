/**
 * The OpenAPI document passes Redocly's recommended rules (issue 21 item 22): security schemes for the session
 * cookies, the preview and webhook secrets; no empty `anyOf` branch; a license. Runs the CLI offline.
 */
import { describe, expect, it } from 'vitest';
import { lintOpenApi } from '@/scripts/lint-openapi';

describe('openapi.json lint (Redocly recommended)', () => {
  it('has no error and no warning', () => {
    const report = lintOpenApi();
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${p.location?.[0]?.pointer ?? ''}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
