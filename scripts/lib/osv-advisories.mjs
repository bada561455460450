// Matches the packages a lockfile installs against advisories in the OSV format (the schema the OSV database and
// GitHub's advisory database export: https://ossf.github.io/osv-schema/), read from files on this machine. Used by
// scripts/audit-dependencies.mjs; kept apart so that a test can feed it advisories of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/** Every installed package of an npm lockfile (v2/v3): name → the set of its versions. */
export function lockfilePackages(lock) {
  const installed = new Map();
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || !entry.version || entry.link) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!installed.has(name)) installed.set(name, new Set());
    installed.get(name).add(entry.version);
  }
  return installed;
}

/** True when `version` lies in one of an OSV `affected` entry's SEMVER ranges or is listed in its `versions`. */
export function isAffected(affected, version) {
  if ((affected.versions ?? []).includes(version)) return true;
  for (const range of affected.ranges ?? []) {
    if (range.type !== 'SEMVER' && range.type !== 'ECOSYSTEM') continue;
    // Events in order: each `introduced` opens an interval that the next `fixed` (exclusive) or `last_affected`
    // (inclusive) closes.
    let from;
    for (const event of range.events ?? []) {
      if (event.introduced !== undefined) from = event.introduced === '0' ? '0.0.0-0' : event.introduced;
      else if (from !== undefined && event.fixed !== undefined) {
        if (semver.gte(version, from) && semver.lt(version, event.fixed)) return true;
        from = undefined;
      } else if (from !== undefined && event.last_affected !== undefined) {
        if (semver.gte(version, from) && semver.lte(version, event.last_affected)) return true;
        from = undefined;
      }
    }
    if (from !== undefined && semver.valid(version) && semver.gte(version, from)) return true;
  }
  return false;
}

/** The advisories (OSV objects) that name an installed npm package at an affected version, one finding per version. */
export function findings(advisories, installed) {
  const found = [];
  for (const advisory of advisories) {
    if (advisory.withdrawn) continue;
    for (const affected of advisory.affected ?? []) {
      if (affected.package?.ecosystem !== 'npm') continue;
      for (const version of installed.get(affected.package.name) ?? []) {
        if (semver.valid(version) && isAffected(affected, version)) {
          found.push({
            id: advisory.id,
            aliases: advisory.aliases ?? [],
            package: affected.package.name,
            version,
            severity: severity(advisory),
            summary: advisory.summary ?? '',
          });
        }
      }
    }
  }
  return found;
}

/** GitHub's exports carry `database_specific.severity` (LOW … CRITICAL); other sources may not. */
function severity(advisory) {
  return String(advisory.database_specific?.severity ?? 'UNKNOWN').toUpperCase();
}

/** Every `*.json` advisory under a folder (an extracted OSV `npm/all.zip`, or GitHub's advisory-database checkout). */
export function readAdvisories(folder) {
  const advisories = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        try {
          advisories.push(JSON.parse(readFileSync(path, 'utf8')));
        } catch {
          // not an advisory
        }
      }
    }
  };
  walk(folder);
  return advisories;
}
