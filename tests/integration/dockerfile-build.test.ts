/**
 * The image's build never writes to a database (issue 31). Without a Docker daemon here, the Dockerfile is read as
 * Docker reads it: its stages and what each RUN executes. The release step's image is made without the store's build
 * (so it exists before any database was migrated); the build stage runs only `scripts/build.mjs` (read-only sessions,
 * a database that had the release step: scripts/build.db.test.ts), and the demo catalogue only when PRERENDER_FROM
 * names it.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dockerfile = readFileSync(join(__dirname, '../../Dockerfile'), 'utf8');
/** Each stage's name, what it is built FROM, and its instructions (continuation lines joined). */
const stages = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .reduce<{ name: string; from: string; lines: string[] }[]>((list, line) => {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) list.push({ name: from[2] ?? '', from: from[1], lines: [] });
    else list.at(-1)?.lines.push(line.trim());
    return list;
  }, []);
const stage = (name: string) => stages.find((s) => s.name === name)!;
const runs = (name: string) => stage(name).lines.filter((l) => l.startsWith('RUN '));

describe('the Dockerfile (docs/deploy.md, "The image")', () => {
  it('makes the release step without the store build', () => {
    expect(stage('migrate').from).toBe('source');
    expect(stage('migrate').lines).toContain('CMD ["node", "--import", "tsx", "scripts/db.ts", "migrate"]');
    expect(runs('source').join('\n')).not.toMatch(/next build|build\.mjs|db\.ts/);
  });

  it('runs the scheduled jobs from the source, in production, without the store build', () => {
    expect(stage('worker').from).toBe('source');
    expect(stage('worker').lines).toEqual(['ENV NODE_ENV=production', 'CMD ["node", "--import", "tsx", "scripts/worker.ts"]']);
  });

  it('builds the store with scripts/build.mjs alone, the demo only when PRERENDER_FROM=demo names it', () => {
    const build = runs('build');
    expect(build).toEqual(['RUN if [ "$PRERENDER_FROM" = demo ]; then node --import tsx scripts/build.mjs --demo; else node --import tsx scripts/build.mjs; fi']);
    expect(stage('build').lines.join('\n')).not.toMatch(/db\.ts|startStack|SEED/);
    expect(stage('runtime').lines.filter((l) => l.startsWith('COPY --from=')).every((l) => l.startsWith('COPY --from=build '))).toBe(true);
  });
});
