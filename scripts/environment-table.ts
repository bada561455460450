// docs/deploy.md's table of environment variables, written from their one declaration (server/environment.ts).
// `node --import tsx scripts/environment-table.ts` prints it; `--write` puts it between the markers in docs/deploy.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { environmentTable } from '@/server/environment';

const file = join(process.cwd(), 'docs/deploy.md');
const table = environmentTable();
if (!process.argv.includes('--write')) {
  console.log(table);
} else {
  const text = readFileSync(file, 'utf8');
  const marked = /(<!-- environment-table:start -->\n)[\s\S]*?(<!-- environment-table:end -->)/;
  if (!marked.test(text)) {
    console.error('docs/deploy.md has no <!-- environment-table:start --> … <!-- environment-table:end --> markers');
    process.exit(1);
  }
  writeFileSync(file, text.replace(marked, (_, start, end) => `${start}${table}\n${end}`));
  console.log(`docs/deploy.md: ${table.split('\n').length - 2} variables`);
}
