// Writes the site's icon from the design tokens: `node --import tsx scripts/favicon.ts` after a brand colour
// changes in app/styles/tokens.css (scripts/lib/favicon.ts draws it; its test fails until the files are rewritten).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { faviconFiles } from './lib/favicon';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const { svg, ico } = faviconFiles(readFileSync(root('app/styles/tokens.css'), 'utf8'));
writeFileSync(root('public/icon.svg'), svg);
writeFileSync(root('public/favicon.ico'), ico);
console.log(`favicon: public/icon.svg (${svg.length} bytes), public/favicon.ico (${ico.length} bytes)`);
