/**
 * The editors' pages run only their own inline scripts (issue 30; docs/architecture.md, "Security headers"): every
 * answer of the studio (`/studio`, `/studio/pages/{id}`) and of the preview pages, draft mode off and on, with and
 * without a language prefix, visited several times, must carry an enforced policy that allows inline scripts by the
 * request's nonce, and every inline script of the page must hold that nonce. Without it the general policy's
 * `'unsafe-inline'` lets an injected script run (Chromium ran one on each, tests/e2e/security-headers.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from './figures';
import { DEMO_EDITOR } from '@/demo-data/editor/seed';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { startStack } from '@/scripts/lib/stack.mjs';

let base = '';
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const stack = await startStack({ profile: 'reliability', build: true, anyData: true, log: false });
  base = stack.url;
  stop = stack.stop;
});
afterAll(async () => {
  await stop?.();
});

/** A browser's cookie jar: what the sign-in and the studio's preview route set (page answers do not change it). */
function jar() {
  const cookies = new Map<string, string>();
  return {
    header: (override: Record<string, string> = {}) => [...new Map([...cookies, ...Object.entries(override)])].map(([k, v]) => `${k}=${v}`).join('; '),
    keep(answer: Response) {
      for (const line of answer.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    has: (name: string) => cookies.has(name),
  };
}

/** The policies of a Content-Security-Policy header value (several are comma-separated). */
const policiesOf = (header: string | null) => (header ?? '').split(/,\s*(?=[a-z-]+ )/);

/**
 * What stops an injected inline script on this answer, or why nothing does: an enforced script-src without
 * `'unsafe-inline'` must name one nonce, and every inline script of the page must carry it.
 */
function nonceVerdict(answer: Response, html: string): string | undefined {
  const strict = policiesOf(answer.headers.get('content-security-policy')).filter((p) => /(^|; )script-src /.test(p) && !/script-src [^;]*'unsafe-inline'/.test(p));
  if (strict.length === 0) return 'no policy without unsafe-inline';
  const nonces = strict.map((p) => /'nonce-([^']+)'/.exec(p)?.[1]);
  if (!nonces[0] || nonces.some((n) => n !== nonces[0])) return `policies name nonces ${nonces.join(', ')}`;
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes).filter((a) => !/\ssrc=/.test(a) && !/type="application\/(ld\+)?json"/.test(a));
  if (inline.length === 0) return 'no inline script (not a rendered page?)';
  const without = inline.filter((a) => /nonce="([^"]+)"/.exec(a)?.[1] !== nonces[0]).length;
  return without > 0 ? `${without} of ${inline.length} inline scripts without the nonce` : undefined;
}

describe('the editors’ pages under the request’s nonce', () => {
  it('every answer of the studio and the preview pages, draft mode off and on, carries a nonce policy its scripts hold', async () => {
    const browser = jar();
    const signIn = await fetch(`${base}/api/web/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }) });
    expect(signIn.status).toBe(200);
    browser.keep(signIn);
    const pages = (await (await fetch(`${base}/api/studio/pages`, { headers: { cookie: browser.header() } })).json()) as { items: { id: string }[] };
    const pageId = pages.items[0]?.id;
    expect(pageId).toBeTruthy();

    const failures: string[] = [];
    let answers = 0;
    const visit = async (paths: string[], draft: boolean) => {
      // Singapore (English only: no prefix) and Thailand by the CDN's header, in Thai and under the /en/ prefix (the
      // language cookie as the switcher leaves it, so the unprefixed Thai page is not sent on to /en/).
      for (const [country, prefixes] of [['sg', ['']], ['th', ['', '/en']]] as const) {
        for (const prefix of prefixes) {
          const language = country === 'th' && !prefix ? 'lng_th' : 'lng_en';
          for (const path of paths) {
            for (let time = 1; time <= 3; time++) {
              const answer = await fetch(`${base}${prefix}${path}`, { redirect: 'manual', headers: { cookie: browser.header({ language }), 'x-site-country': country } });
              const html = await answer.text();
              answers++;
              const why = answer.status === 200 ? nonceVerdict(answer, html) : `status ${answer.status}`;
              if (why) failures.push(`${prefix}${path} (${country}, draft ${draft ? 'on' : 'off'}, visit ${time}): ${why}`);
            }
          }
        }
      }
    };
    const studio = ['/studio', `/studio/pages/${pageId}`];
    await visit(studio, false);
    // The studio's preview frame turns draft mode on.
    const preview = await fetch(`${base}/api/studio/preview?slug=home&locale=en-SG`, { redirect: 'manual', headers: { cookie: browser.header() } });
    expect(preview.status).toBe(303);
    browser.keep(preview);
    expect(browser.has('__prerender_bypass')).toBe(true);
    await visit([...studio, '/preview/homepage', '/preview/pages/gifts'], true);

    recordFigures('hostile input', [
      { measure: "answers of the editors' pages (studio, preview; draft mode off and on, with and without a language prefix, 3 visits each) without a nonce policy their inline scripts hold", value: `${failures.length} of ${answers}`, budget: '0', ok: failures.length === 0 && answers === 3 * 3 * 2 + 3 * 3 * 4 },
    ]);
    expect(failures, failures.slice(0, 12).join('\n')).toEqual([]);
    expect(answers).toBe(3 * 3 * 2 + 3 * 3 * 4);
  });
});
