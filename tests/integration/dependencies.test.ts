/**
 * What the project installs runs on the Node it ships (issue 30, item 18). The project and its image run Node 20
 * (`engines` in package.json, `FROM node:20-…` in the Dockerfile); a package whose own `engines` leaves Node 20 out
 * (contentful 11.12.9+ pulled `contentful-sdk-core@10` and `contentful-resolve-response@2`, both `node >= 22`, into
 * every content read) may use what Node 20 lacks on a path no test walks. And every dependency is pinned to one
 * version, so `npm install` on a fresh clone resolves what was tested.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, unknown>;
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; peerDependencies?: Record<string, string> }>;
};

/** The Node major the image is built on: `FROM node:20-bookworm-slim`. */
function imageNodeMajor(): number {
  const majors = [...readFileSync(join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+node:(\d+)/gm)].map((m) => Number(m[1]));
  expect(majors.length).toBeGreaterThan(0);
  expect(new Set(majors).size).toBe(1);
  return majors[0];
}

/** Which packages of the lockfile refuse `nodeVersion` by their own `engines.node` (a package's name, its version and range). */
export function packagesRefusing(nodeVersion: string, packages = lock.packages): string[] {
  const refusing: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '' || !entry.engines || Array.isArray(entry.engines) || !entry.engines.node) continue;
    if (!semver.satisfies(nodeVersion, entry.engines.node, { includePrerelease: true })) {
      refusing.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} (node ${entry.engines.node})`);
    }
  }
  return refusing.sort();
}

describe('dependencies run on the Node the project ships', () => {
  const lowest = semver.minVersion(manifest.engines.node)?.version;

  it('the image and engines name the same Node', () => {
    expect(lowest).toMatch(/^20\.\d+\.\d+$/);
    expect(semver.major(lowest!)).toBe(imageNodeMajor());
  });

  it('no installed package declares an engine range without the lowest Node the project accepts', () => {
    expect(packagesRefusing(lowest!)).toEqual([]);
  });

  it('the check sees a package that needs a newer Node (the contentful 11.12.10 case)', () => {
    const refusing = packagesRefusing(lowest!, { 'node_modules/contentful-sdk-core': { version: '10.0.0', engines: { node: '>=22' } } });
    expect(refusing).toEqual(['contentful-sdk-core@10.0.0 (node >=22)']);
  });

  it('the Node running the tests is one the project accepts', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
  });
});

describe('dependencies are pinned', () => {
  it('every dependency and dev dependency names one exact version', () => {
    // An override may also name a nested rule (an object) or follow a dependency (`$name`): those pin nothing new.
    const overrides = Object.entries(manifest.overrides ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[1].startsWith('$'));
    const ranges = [...Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }), ...overrides]
      .filter(([, spec]) => semver.valid(spec) === null)
      .map(([name, spec]) => `${name}: ${spec}`);
    expect(ranges).toEqual([]);
  });

  it('the lockfile holds the versions package.json names', () => {
    const differ = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter(([name, spec]) => lock.packages[`node_modules/${name}`]?.version !== spec)
      .map(([name, spec]) => `${name}: ${spec} in package.json, ${lock.packages[`node_modules/${name}`]?.version} in the lockfile`);
    expect(differ).toEqual([]);
  });
});

describe('dependencies are used', () => {
  it('every dependency is named by a file of the project (type packages and other packages\' peers aside)', () => {
    // Fontsource's Inter package was installed and never read (the fonts are copied into app/fonts/). This file's own
    // text counts: name no dependency here that nothing else uses.
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|cjs|js|json|css|yaml|yml|md)$|^Dockerfile$/.test(f) && !/(^|\/)package(-lock)?\.json$/.test(f));
    const text = files.map((f) => { try { return readFileSync(join(root, f), 'utf8'); } catch { return ''; } }).join('\n');
    const peers = new Set(Object.values(lock.packages).flatMap((p) => Object.keys(p.peerDependencies ?? {})));
    const unused = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      (name) => !name.startsWith('@types/') && !peers.has(name) && !text.includes(name),
    );
    expect(unused).toEqual([]);
  });
});

describe('the offline vulnerability check (scripts/audit-dependencies.mjs)', async () => {
  // @ts-expect-error plain JavaScript module of the scripts (no types)
  const { findings, isAffected, lockfilePackages } = await import('@/scripts/lib/osv-advisories.mjs');
  const installed = lockfilePackages(lock);
  const version = lock.packages['node_modules/contentful-sdk-core'].version!;
  const advisory = (events: Record<string, string>[], extra: Record<string, unknown> = {}) => ({
    id: 'GHSA-test-0000-0000',
    summary: 'planted',
    database_specific: { severity: 'HIGH' },
    affected: [{ package: { ecosystem: 'npm', name: 'contentful-sdk-core' }, ranges: [{ type: 'SEMVER', events }] }],
    ...extra,
  });

  it('finds an installed version inside an advisory range, and not one outside it', () => {
    expect(findings([advisory([{ introduced: '0' }, { fixed: semver.inc(version, 'patch')! }])], installed)).toEqual([
      expect.objectContaining({ package: 'contentful-sdk-core', version, severity: 'HIGH' }),
    ]);
    expect(findings([advisory([{ introduced: '0' }, { fixed: version }])], installed)).toEqual([]);
    expect(findings([advisory([{ introduced: '0' }, { fixed: '99.0.0' }], { withdrawn: '2026-01-01T00:00:00Z' })], installed)).toEqual([]);
  });

  it('reads last_affected as inclusive, an open interval as affected onwards, and listed versions', () => {
    expect(isAffected({ ranges: [{ type: 'SEMVER', events: [{ introduced: '1.0.0' }, { last_affected: '1.2.0' }] }] }, '1.2.0')).toBe(true);
    expect(isAffected({ ranges: [{ type: 'SEMVER', events: [{ introduced: '1.0.0' }, { last_affected: '1.2.0' }] }] }, '1.2.1')).toBe(false);
    expect(isAffected({ ranges: [{ type: 'SEMVER', events: [{ introduced: '2.0.0' }] }] }, '3.1.0')).toBe(true);
    expect(isAffected({ ranges: [{ type: 'SEMVER', events: [{ introduced: '2.0.0' }] }] }, '1.9.9')).toBe(false);
    expect(isAffected({ versions: ['0.4.1'] }, '0.4.1')).toBe(true);
  });

  it('sees nested copies of a package under their own name', () => {
    expect(installed.get('axe-core')?.size).toBeGreaterThanOrEqual(1);
    expect([...installed.keys()].every((name) => !name.includes('node_modules'))).toBe(true);
  });
});
