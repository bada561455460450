import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Outside Next there is no request scope: draft mode and connection() are stood in for; the gate's own logic is tested.
const draft = vi.hoisted(() => ({ isEnabled: false, enable: vi.fn(), disable: vi.fn() }));
// No session cookie: a preview page without the studio's unsaved state (server/studio/unsaved-state.ts).
vi.mock('next/headers', () => ({ draftMode: async () => draft, cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));

import { hasPreviewAccess, isPreviewSecret, previewStateFor, requirePreviewAccess } from './access';
import { GET as enterPreview } from '@/app/api/preview/route';
import { POST as exitPreview } from '@/app/api/preview/exit/route';

const noParams = { params: Promise.resolve({}) };
const isNotFound = (error: unknown) => error instanceof Error && /NEXT_HTTP_ERROR_FALLBACK;404/.test(String((error as { digest?: string }).digest));

// The embedded stack runs with the developer sandbox on, which is what lets the development secret in.
beforeEach(() => {
  vi.stubEnv('ATELIER_SANDBOX', 'on');
});

afterEach(() => {
  draft.isEnabled = false;
  vi.clearAllMocks();
  vi.unstubAllEnvs();
});

describe('preview access', () => {
  it('compares the secret, with a development default and PREVIEW_SECRET in production', () => {
    expect(isPreviewSecret('atelier-preview-secret')).toBe(true);
    expect(isPreviewSecret('wrong')).toBe(false);
    expect(isPreviewSecret(null)).toBe(false);
    vi.stubEnv('PREVIEW_SECRET', 'from-env');
    expect(isPreviewSecret('atelier-preview-secret')).toBe(false);
    expect(isPreviewSecret('from-env')).toBe(true);
    // A deployment (sandbox off) without PREVIEW_SECRET accepts no secret at all, the published default included.
    vi.stubEnv('PREVIEW_SECRET', '');
    vi.stubEnv('ATELIER_SANDBOX', '');
    expect(isPreviewSecret('atelier-preview-secret')).toBe(false);
    expect(isPreviewSecret('')).toBe(false);
  });

  it('lets in draft mode or the X-Preview-Secret header, nobody else', async () => {
    expect(await hasPreviewAccess(new Request('http://localhost/x'))).toBe(false);
    expect(await hasPreviewAccess(new Request('http://localhost/x', { headers: { 'x-preview-secret': 'nope' } }))).toBe(false);
    expect(await hasPreviewAccess(new Request('http://localhost/x', { headers: { 'x-preview-secret': 'atelier-preview-secret' } }))).toBe(true);
    draft.isEnabled = true;
    expect(await hasPreviewAccess()).toBe(true);
  });

  it('preview pages are a 404 without draft mode, and carry the selected segments with it', async () => {
    await expect(requirePreviewAccess()).rejects.toSatisfy(isNotFound);
    await expect(previewStateFor(Promise.resolve({ user_segments: 'gold' }))).rejects.toSatisfy(isNotFound);
    draft.isEnabled = true;
    await expect(requirePreviewAccess()).resolves.toBeUndefined();
    expect(await previewStateFor(Promise.resolve({ user_segments: 'gold,new-visitors,<x>' }))).toEqual({ selectedUserSegments: ['gold', 'new-visitors'], unsaved: {} });
    expect(await previewStateFor(Promise.resolve({}))).toEqual({ selectedUserSegments: [], unsaved: {} });
  });
});

describe('GET /api/preview (entry) and POST /api/preview/exit', () => {
  it('turns draft mode on for the right secret and redirects to the preview page', async () => {
    const response = await enterPreview(new Request('http://localhost/api/preview?secret=atelier-preview-secret&path=/th/preview/pages/gifts'), noParams);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/th/preview/pages/gifts');
    expect(draft.enable).toHaveBeenCalledOnce();
    const home = await enterPreview(new Request('http://localhost/api/preview?secret=atelier-preview-secret'), noParams);
    expect(home.headers.get('location')).toBe('/preview/homepage');
  });

  it('refuses a wrong or missing secret and a target outside preview, without draft mode', async () => {
    const wrong = await enterPreview(new Request('http://localhost/api/preview?secret=guess&path=/preview/homepage'), noParams);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Authentication failed.');
    const missing = await enterPreview(new Request('http://localhost/api/preview'), noParams);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/secret/);
    const elsewhere = await enterPreview(new Request('http://localhost/api/preview?secret=atelier-preview-secret&path=https://evil.example/preview/x'), noParams);
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).message).toMatch(/path must be a preview page/);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('exit turns draft mode off and goes home; a cross-site post is refused', async () => {
    const response = await exitPreview(new Request('http://localhost/api/preview/exit', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }), noParams);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(draft.disable).toHaveBeenCalledOnce();
    const cross = await exitPreview(new Request('http://localhost/api/preview/exit', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }), noParams);
    expect(cross.status).toBe(403);
  });
});
