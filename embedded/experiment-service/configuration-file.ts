/**
 * The embedded experiment service's configuration file (`config/experiments/configuration.json`,
 * `EXPERIMENTS_CONFIG_FILE` to use another): validated by `schemas/experiments-configuration.schema.json`
 * plus the checks a schema cannot express. Server-only (reads the file system).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import schema from '@/schemas/experiments-configuration.schema.json';
import type { ExperimentsConfiguration } from '@/lib/experiments/types';

export interface ConfigurationFile extends ExperimentsConfiguration {
  siteCode: string;
  notes?: string;
  remoteData?: Record<string, unknown>;
}

export class ConfigurationFileError extends Error {}

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validateSchema = ajv.compile<ConfigurationFile>(schema);

/** Problems a schema cannot see: keys that must exist, ids that must be unique, shares above 1. */
function semanticProblems(file: ConfigurationFile): string[] {
  const problems: string[] = [];
  const flagKeys = new Set<string>();
  const experimentIds = new Set<number>();
  for (const flag of file.featureFlags) {
    const where = `featureFlags ${flag.featureKey}`;
    if (flagKeys.has(flag.featureKey)) problems.push(`${where}: the feature key is used twice`);
    flagKeys.add(flag.featureKey);
    const variationKeys = new Set(flag.variations.map((v) => v.key));
    if (variationKeys.size !== flag.variations.length) problems.push(`${where}: a variation key is used twice`);
    if (!variationKeys.has(flag.defaultVariationKey)) problems.push(`${where}: the default variation ${flag.defaultVariationKey} is not one of its variations`);
    for (const rule of flag.rules) {
      if (experimentIds.has(rule.experimentId)) problems.push(`${where}: experiment ${rule.experimentId} is used twice`);
      experimentIds.add(rule.experimentId);
      const total = rule.variationByExposition.reduce((sum, v) => sum + v.exposition, 0);
      if (total > 1 + 1e-9) problems.push(`${where}: rule ${rule.id} shares add up to ${total}, more than 1`);
      for (const v of rule.variationByExposition) {
        if (!variationKeys.has(v.variationKey)) problems.push(`${where}: rule ${rule.id} names the unknown variation ${v.variationKey}`);
      }
    }
  }
  const holdoutTotal = file.holdout?.variationByExposition.reduce((sum, v) => sum + v.exposition, 0) ?? 0;
  if (holdoutTotal > 1 + 1e-9) problems.push(`holdout: shares add up to ${holdoutTotal}, more than 1`);
  return problems;
}

/** Validates a parsed file; throws `ConfigurationFileError` listing every problem. */
export function parseConfigurationFile(data: unknown): ConfigurationFile {
  if (!validateSchema(data)) {
    const errors = (validateSchema.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    throw new ConfigurationFileError(`The experiments configuration is not valid: ${errors}`);
  }
  const problems = semanticProblems(data);
  if (problems.length) throw new ConfigurationFileError(`The experiments configuration is not valid: ${problems.join('; ')}`);
  return data;
}

export function configurationFilePath(env: Record<string, string | undefined> = process.env): string {
  return env.EXPERIMENTS_CONFIG_FILE?.trim() || path.join(process.cwd(), 'config', 'experiments', 'configuration.json');
}

export interface LoadedConfiguration {
  file: ConfigurationFile;
  /** The file's modification time (ms), used as `dateModified` and `Last-Modified`. */
  modified: number;
}

let cache: { path: string; modified: number; loaded: LoadedConfiguration } | undefined;

/** Reads the file (again only when it changed). Throws when it is missing or not valid. */
export function loadConfigurationFile(file = configurationFilePath()): LoadedConfiguration {
  const modified = Math.floor(statSync(file).mtimeMs);
  if (cache && cache.path === file && cache.modified === modified) return cache.loaded;
  const loaded = { file: parseConfigurationFile(JSON.parse(readFileSync(file, 'utf8'))), modified };
  cache = { path: file, modified, loaded };
  return loaded;
}

/** What clients receive: the vendor shape, without our own fields. */
export function servedConfiguration({ file, modified }: LoadedConfiguration): ExperimentsConfiguration {
  return {
    configuration: file.configuration,
    customData: file.customData ?? [],
    featureFlags: file.featureFlags,
    ...(file.segments ? { segments: file.segments } : {}),
    ...(file.holdout ? { holdout: file.holdout } : {}),
    dateModified: file.dateModified ?? modified,
  };
}
