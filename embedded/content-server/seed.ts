// Reads the seed folder (demo-data/content/: space.json, content-types.json, entries/*.json, assets.json)
// into the store's initial state. Every seed entity starts published (see store.ts for versions).
// Content types may also come from outside the folder (`SeedOptions.contentTypes`): the store's blocks'
// content types are generated from their schemas (renderer/content-types.ts) and handed in by scripts/content.ts.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ValidationIssue } from './errors';
import { ASSET_FIELDS } from './localize';
import type { ContentTypeDef, EntityType, LocalizedFields, SpaceDef, StoreData, StoredEntity } from './types';
import { isLink, isPlainObject, validateFields, withoutNulls } from './validate';

/** Contentful's id rule: 1–64 of letters, digits, `-`, `_`, `.`. */
export const ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export class SeedError extends Error {}

interface SeedFile {
  name: string; // relative to the seed folder, for messages
  text: string;
}

/** The seed files in a fixed order; a missing entries/ folder or assets.json is an empty seed part. */
async function readSeedFiles(seedDir: string): Promise<{ space: SeedFile; types: SeedFile; entries: SeedFile[]; assets?: SeedFile }> {
  const read = async (name: string): Promise<SeedFile> => {
    try {
      return { name, text: await readFile(path.join(seedDir, name), 'utf8') };
    } catch (err) {
      throw new SeedError(`cannot read ${path.join(seedDir, name)}: ${(err as NodeJS.ErrnoException).code ?? err}`);
    }
  };
  const optional = async (name: string) => {
    try {
      return await read(name);
    } catch {
      return undefined;
    }
  };
  let entryNames: string[] = [];
  try {
    entryNames = (await readdir(path.join(seedDir, 'entries'))).filter((n) => n.endsWith('.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return {
    space: await read('space.json'),
    types: await read('content-types.json'),
    entries: await Promise.all(entryNames.map((n) => read(path.join('entries', n)))),
    assets: await optional('assets.json'),
  };
}

function parse(file: SeedFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch (err) {
    throw new SeedError(`${file.name} is not valid JSON: ${(err as Error).message}`);
  }
}

export interface SeedOptions {
  /** Content types defined outside the seed folder, added to its `content-types.json` (an id in both is an error). */
  contentTypes?: readonly ContentTypeDef[];
  now?: Date;
}

/** sha256 over every seed file's name and text and the content types given: changes when the seed changes. */
export async function seedHash(seedDir: string, contentTypes: readonly ContentTypeDef[] = []): Promise<string> {
  return hashOf(await readSeedFiles(seedDir), contentTypes);
}

function hashOf(files: Awaited<ReturnType<typeof readSeedFiles>>, contentTypes: readonly ContentTypeDef[]): string {
  const hash = createHash('sha256');
  for (const f of [files.space, files.types, ...files.entries, ...(files.assets ? [files.assets] : [])]) {
    hash.update(`${f.name}\0${f.text}\0`);
  }
  if (contentTypes.length > 0) hash.update(`contentTypes\0${JSON.stringify(contentTypes)}\0`);
  return hash.digest('hex');
}

function checkSpace(raw: unknown): SpaceDef {
  const fail = (why: string): never => {
    throw new SeedError(`space.json: ${why}`);
  };
  if (!isPlainObject(raw)) fail('expected an object');
  const space = raw as unknown as SpaceDef;
  if (typeof space.spaceId !== 'string' || !ID_PATTERN.test(space.spaceId)) fail('spaceId must be an id');
  if (typeof space.environment !== 'string' || !ID_PATTERN.test(space.environment)) fail('environment must be an id');
  if (!Array.isArray(space.locales) || space.locales.length === 0) fail('locales must be a non-empty array');
  const codes = new Set(space.locales.map((l) => l.code));
  if (space.locales.filter((l) => l.default).length !== 1) fail('exactly one locale must be the default');
  for (const l of space.locales) {
    if (typeof l.code !== 'string' || !l.code) fail('every locale needs a code');
    if (l.fallbackCode != null && !codes.has(l.fallbackCode)) fail(`${l.code} falls back to unknown ${l.fallbackCode}`);
  }
  return {
    spaceId: space.spaceId,
    environment: space.environment,
    name: space.name ?? space.spaceId,
    locales: space.locales.map((l) => ({ code: l.code, name: l.name ?? l.code, default: !!l.default, fallbackCode: l.fallbackCode ?? null })),
  };
}

function checkContentTypes(raw: unknown, given: readonly ContentTypeDef[]): ContentTypeDef[] {
  if (!Array.isArray(raw)) throw new SeedError('content-types.json: expected an array');
  const seen = new Set<string>();
  const all: { where: string; ct: ContentTypeDef }[] = [
    ...raw.map((ct, i) => ({ where: `content-types.json[${i}]`, ct })),
    ...given.map((ct, i) => ({ where: `generated content type [${i}]`, ct })),
  ];
  for (const { where, ct } of all) {
    const id = ct?.sys?.id;
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) throw new SeedError(`${where}: sys.id must be an id`);
    if (seen.has(id)) throw new SeedError(`${where}: duplicate content type ${id}`);
    seen.add(id);
    if (!Array.isArray(ct.fields)) throw new SeedError(`${where}: ${id}.fields must be an array`);
  }
  return all.map(({ ct }) => structuredClone(ct));
}

/** A seed entity: created (version 1) and published once, so sys.version 2, publishedVersion 1. */
function seeded(type: EntityType, id: string, contentType: string | undefined, fields: LocalizedFields, now: string): StoredEntity {
  return {
    id,
    type,
    ...(contentType ? { contentType } : {}),
    createdAt: now,
    draft: { fields, version: 2, updatedAt: now },
    published: { fields: structuredClone(fields), publishedVersion: 1, publishedAt: now },
    firstPublishedAt: now,
    publishedCounter: 1,
  };
}

/** Every link target in a value (links inside Link/Array fields and rich text nodes). */
export function* linksIn(value: unknown): Generator<{ linkType: string; id: string }> {
  if (isLink(value)) {
    yield { linkType: value.sys.linkType, id: value.sys.id };
  } else if (Array.isArray(value)) {
    for (const v of value) yield* linksIn(v);
  } else if (isPlainObject(value)) {
    for (const v of Object.values(value)) yield* linksIn(v);
  }
}

/**
 * Builds the store's initial state from the seed folder. Throws a SeedError naming every invalid
 * entity; returns warnings for links to entities the seed does not contain.
 */
export async function buildFromSeed(seedDir: string, options: SeedOptions = {}): Promise<{ data: StoreData; warnings: string[] }> {
  const { contentTypes: given = [], now = new Date() } = options;
  const files = await readSeedFiles(seedDir);
  const space = checkSpace(parse(files.space));
  const contentTypes = checkContentTypes(parse(files.types), given);
  const typesById = new Map(contentTypes.map((ct) => [ct.sys.id, ct]));
  const at = now.toISOString();
  const problems: string[] = [];
  const describe = (where: string, issues: ValidationIssue[]) =>
    issues.forEach((i) => problems.push(`${where}: ${i.path.join('.')}: ${i.details}`));

  const ids = new Map<string, string>(); // entity key → where it was defined
  const readEntities = (file: SeedFile, type: EntityType): StoredEntity[] => {
    const raw = parse(file);
    if (!Array.isArray(raw)) {
      problems.push(`${file.name}: expected a JSON array`);
      return [];
    }
    const out: StoredEntity[] = [];
    raw.forEach((item, i) => {
      const id = item?.sys?.id;
      const where = `${file.name}[${i}]${typeof id === 'string' ? ` ${id}` : ''}`;
      if (typeof id !== 'string' || !ID_PATTERN.test(id)) return problems.push(`${where}: sys.id must be an id (letters, digits, - _ .)`);
      const key = `${type}!${id}`;
      if (ids.has(key)) return problems.push(`${where}: duplicate ${type} id (also in ${ids.get(key)})`);
      ids.set(key, file.name);
      let ct: ContentTypeDef | undefined;
      if (type === 'Entry') {
        const ctId = typeof item.sys.contentType === 'string' ? item.sys.contentType : item.sys.contentType?.sys?.id;
        ct = typesById.get(ctId);
        if (!ct) return problems.push(`${where}: unknown content type ${JSON.stringify(ctId)}`);
      }
      const fields = item.fields ?? {};
      const issues = validateFields(fields, ct ?? { sys: { id: 'Asset' }, name: 'Asset', fields: ASSET_FIELDS }, space.locales);
      if (issues.length > 0) return describe(where, issues);
      out.push(seeded(type, id, ct?.sys.id, withoutNulls(fields), at));
    });
    return out;
  };

  const entries = files.entries.flatMap((f) => readEntities(f, 'Entry'));
  const assets = files.assets ? readEntities(files.assets, 'Asset') : [];
  if (problems.length > 0) {
    const shown = problems.slice(0, 20).join('\n  ');
    const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
    throw new SeedError(`the content seed in ${seedDir} has ${problems.length} problem(s):\n  ${shown}${more}`);
  }

  const warnings: string[] = [];
  for (const entry of entries) {
    for (const link of linksIn(entry.draft.fields)) {
      if (!ids.has(`${link.linkType}!${link.id}`)) warnings.push(`seed entry ${entry.id} links to missing ${link.linkType} ${link.id}`);
    }
  }

  return {
    data: { format: 1, seedHash: hashOf(files, given), builtAt: at, space, contentTypes, entries, assets },
    warnings,
  };
}
