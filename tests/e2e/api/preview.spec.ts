/**
 * Contract tests of the preview API (SPEC §7): the secret entry route, the layout call in preview mode
 * (`X-Preview-Mode`, `Accept-Language`, `user_segments`), the user segments and overlays. Editors only:
 * draft mode or the preview secret; everyone else gets a readable 401.
 */
import { expect, test } from '@playwright/test';
import type { z } from 'zod';
import { LayoutResponse } from '@/schemas/api/content';
import { OverlayResponse, UserSegmentsResponse } from '@/schemas/api/preview';
import { errorBody, okBody } from './contract';
import { DEMO_EDITOR } from '@/demo-data/editor/seed';

const API = '/api/web/v1';
const SECRET = { 'x-preview-secret': 'atelier-preview-secret' };
const PREVIEW_TH = { ...SECRET, 'X-Preview-Mode': 'true', 'Accept-Language': 'th-TH', 'X-Site-Country': 'th' };

const menuLabels = (layout: z.output<typeof LayoutResponse>) => layout.headerMenus.map((m) => m.label);

test.describe('preview entry route', () => {
  test('a right secret turns on draft mode and redirects to the preview page; a wrong one is a 401', async ({ request }) => {
    const entered = await request.get('/api/preview?secret=atelier-preview-secret&path=/preview/pages/gifts', { maxRedirects: 0 });
    expect(entered.status()).toBe(307);
    expect(entered.headers().location).toBe('/preview/pages/gifts');
    expect(entered.headers()['set-cookie']).toContain('__prerender_bypass=');
    expect(await errorBody(await request.get('/api/preview?secret=wrong', { maxRedirects: 0 }), 401)).toBe('Authentication failed.');
    expect(await errorBody(await request.get('/api/preview', { maxRedirects: 0 }), 400)).toMatch(/secret/);
    expect(await errorBody(await request.get('/api/preview?secret=atelier-preview-secret&path=//evil.example/preview', { maxRedirects: 0 }), 400)).toMatch(/path must be a preview page/);
  });
});

test.describe('the studio’s preview route', () => {
  test('a cross-site GET (a link or frame of another site) changes no cookie and turns on no draft mode; the studio’s own frame does', async ({ playwright, baseURL }) => {
    const editor = await playwright.request.newContext({ baseURL });
    const signedIn = await editor.post(`${API}/sessions`, { data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } });
    expect(signedIn.status()).toBe(200);
    const cookies = async () => Object.fromEntries((await editor.storageState()).cookies.map((c) => [c.name, c.value]));
    const before = await cookies();
    const open = '/api/studio/preview?slug=home&locale=th-TH';
    for (const headers of <Record<string, string>[]>[{ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }, { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' }, { Origin: 'https://evil.example' }]) {
      const answer = await editor.get(open, { headers, maxRedirects: 0 });
      expect(await errorBody(answer, 403), JSON.stringify(headers)).toBe('Cross-site requests are not allowed');
      expect(answer.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    expect(await cookies()).toEqual(before);
    // No draft mode: the preview page is the 404 page.
    expect((await editor.get('/preview/homepage', { maxRedirects: 0 })).status()).toBe(404);
    // The studio's frame (same origin) turns it on and sets the previewed country and language.
    const framed = await editor.get(open, { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }, maxRedirects: 0 });
    expect(framed.status()).toBe(303);
    expect(await cookies()).toMatchObject({ locale: 'TH', language: 'lng_th', __prerender_bypass: expect.any(String) });
    expect((await editor.get(framed.headers().location, { maxRedirects: 0 })).status()).toBe(200);
    await editor.dispose();
  });
});

test.describe('layouts/ in preview mode', () => {
  test('the live layout leaves out segment-targeted menus and ignores user_segments', async ({ request }) => {
    const live = await okBody(await request.get(`${API}/layouts?user_segments=beauty-pass-gold`, { headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' } }), LayoutResponse);
    expect(menuLabels(live)).not.toContain('สิทธิ์ก่อนใครสำหรับสมาชิกโกลด์');
    expect(live.headerMenus.every((m) => !m.userSegments?.length)).toBe(true);
  });

  test('an editor gets the draft layout in the previewed locale, filtered by the selected segments', async ({ request }) => {
    const gold = await okBody(await request.get(`${API}/layouts?user_segments=beauty-pass-gold,new-visitors`, { headers: PREVIEW_TH }), LayoutResponse);
    expect(gold.country).toBe('TH');
    expect(gold.language).toBe('th');
    expect(menuLabels(gold)).toContain('สิทธิ์ก่อนใครสำหรับสมาชิกโกลด์');
    const none = await okBody(await request.get(`${API}/layouts`, { headers: PREVIEW_TH }), LayoutResponse);
    expect(menuLabels(none)).not.toContain('สิทธิ์ก่อนใครสำหรับสมาชิกโกลด์');
    expect(menuLabels(gold).length).toBe(menuLabels(none).length + 1);
  });

  test('preview mode without preview access is a 401; a bad segment is a 400', async ({ request }) => {
    const { 'x-preview-secret': _secret, ...withoutSecret } = PREVIEW_TH;
    expect(await errorBody(await request.get(`${API}/layouts?user_segments=beauty-pass-gold`, { headers: withoutSecret }), 401)).toBe('Preview access is required');
    expect(await errorBody(await request.get(`${API}/layouts?user_segments=Gold%20Members`, { headers: PREVIEW_TH }), 400)).toMatch(/user_segments/);
  });
});

test.describe('user segments and overlays', () => {
  test('sea-falcon/all-user-segments lists the seeded segments, for editors only', async ({ request }) => {
    const segments = await okBody(await request.get(`${API}/sea-falcon/all-user-segments`, { headers: SECRET }), UserSegmentsResponse);
    expect(segments.items.map((s) => s.id)).toEqual(expect.arrayContaining(['new-visitors', 'beauty-pass-gold', 'lapsed-buyers']));
    const thai = await okBody(await request.get(`${API}/sea-falcon/all-user-segments`, { headers: { ...SECRET, 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' } }), UserSegmentsResponse);
    expect(thai.items.find((s) => s.id === 'new-visitors')?.name).toBe('ผู้เข้าชมใหม่');
    expect(await errorBody(await request.get(`${API}/sea-falcon/all-user-segments`), 401)).toBe('Preview access is required');
  });

  test('preview/overlays/{id} shows an overlay draft and whether the segments see it', async ({ request }) => {
    const forGold = await okBody(await request.get(`${API}/preview/overlays/overlay-gold-early-access?user_segments=beauty-pass-gold`, { headers: SECRET }), OverlayResponse);
    expect(forGold).toMatchObject({ id: 'overlay-gold-early-access', title: 'Your gold early access is open', userSegments: ['beauty-pass-gold'], visible: true });
    const forNew = await okBody(await request.get(`${API}/preview/overlays/overlay-gold-early-access?user_segments=new-visitors`, { headers: SECRET }), OverlayResponse);
    expect(forNew.visible).toBe(false);
    expect(await errorBody(await request.get(`${API}/preview/overlays/no-such-overlay`, { headers: SECRET }), 404)).toBe('Resource not found!');
    expect(await errorBody(await request.get(`${API}/preview/overlays/bad%20id`, { headers: SECRET }), 400)).toMatch(/id/);
    expect(await errorBody(await request.get(`${API}/preview/overlays/overlay-gold-early-access`), 401)).toBe('Preview access is required');
  });
});
