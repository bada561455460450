/**
 * The variables of a page flag's variation, for server components that render it (issue 11). The variation
 * key comes from the `[flags]` path segment; its variables from the current configuration (the project file the
 * embedded service serves, or the real service over HTTP), cached and tagged
 * `experiments-config` (`revalidateTag('experiments-config', { expire: 0 })` refreshes pages when an editor
 * changes a variable).
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { parseVariable } from '@/lib/experiments/client';
import { settingsFromEnv } from '@/lib/experiments/experiments';
import { fetchRequester, ServiceApi } from '@/lib/experiments/service-api';
import { loadConfigurationFile, servedConfiguration } from '@/embedded/experiment-service/configuration-file';
import type { ExperimentsConfiguration, VariableValue } from '@/lib/experiments/types';

export const EXPERIMENTS_CONFIG_TAG = 'experiments-config';

/** The variation's variables; throws when the configuration cannot be read (not cached), {} when the flag or variation is unknown. */
export async function pageFlagVariables(featureKey: string, variationKey: string): Promise<Record<string, VariableValue>> {
  'use cache';
  cacheTag(EXPERIMENTS_CONFIG_TAG);
  cacheLife('hours');
  const configuration = await currentConfiguration();
  const variation = configuration?.featureFlags.find((f) => f.featureKey === featureKey)?.variations.find((v) => v.key === variationKey);
  const out: Record<string, VariableValue> = {};
  for (const variable of variation?.variables ?? []) out[variable.key] = parseVariable(variable);
  return out;
}

async function currentConfiguration(): Promise<ExperimentsConfiguration | undefined> {
  // The embedded service's route handlers read the request (not allowed in a cache scope): read its file.
  if (!process.env.EXPERIMENTS_BASE_URL?.trim()) return servedConfiguration(loadConfigurationFile());
  const settings = settingsFromEnv(process.env);
  if (!settings.siteCode || !settings.environment || !settings.baseUrl) throw new Error('Experiments: site code or environment is missing');
  const api = new ServiceApi({ baseUrl: settings.baseUrl, siteCode: settings.siteCode, environment: settings.environment, requester: fetchRequester });
  return (await api.getConfiguration()).configuration;
}
