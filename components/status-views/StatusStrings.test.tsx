import { describe, expect, it, vi } from 'vitest';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LocalizedNotFound, RouteErrorView, StatusStringsProvider, type StatusStrings } from './StatusStrings';

const thai: StatusStrings = {
  notFound: { title: 'ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา', body: 'ลองค้นหา', searchLabel: 'ค้นหาในร้าน', backHomeLabel: 'กลับสู่หน้าแรก', homeHref: '/', searchHref: '/search' },
  error: { title: 'เกิดข้อผิดพลาด', body: 'โปรดลองอีกครั้ง', retryLabel: 'ลองอีกครั้ง' },
  unavailable: { title: 'หน้านี้ไม่พร้อมใช้งานชั่วคราว', body: 'โปรดลองอีกครั้งในอีกสักครู่', retryLabel: 'ลองอีกครั้ง' },
};

describe('status views in every layout (SPEC §2)', () => {
  it('the not-found view takes the page language from the provider', () => {
    render(<StatusStringsProvider value={thai}><LocalizedNotFound /></StatusStringsProvider>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(thai.notFound.title);
    expect(screen.getByRole('link', { name: 'กลับสู่หน้าแรก' }).getAttribute('href')).toBe('/');
  });

  it("a route group's error view logs the error, shows the translated text and retries", () => {
    const error = Object.assign(new Error('boom'), { digest: 'd1' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    render(<StatusStringsProvider value={thai}><RouteErrorView error={error} reset={reset} /></StatusStringsProvider>);
    expect(screen.getByRole('alert').textContent).toContain('เกิดข้อผิดพลาด');
    expect(screen.getByRole('alert').textContent).toContain('Reference: d1');
    fireEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });

  it('a content outage shows the translated "briefly unavailable" view, without a reference, and reloads to retry', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: 'ATELIER_CONTENT_UNAVAILABLE' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    const view = within(render(<StatusStringsProvider value={thai}><RouteErrorView error={error} reset={reset} /></StatusStringsProvider>).container);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('หน้านี้ไม่พร้อมใช้งานชั่วคราว');
    expect(view.getByRole('alert').textContent).not.toContain('Reference');
    expect(view.getByRole('alert').textContent).not.toContain('เกิดข้อผิดพลาด');
    expect(view.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInstanceOf(HTMLButtonElement);
    expect(reset).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('every layout (route group) has its not-found and error boundary', () => {
    const flags = join(__dirname, '../../app/[country]/[lang]/[flags]');
    const groups = readdirSync(flags).filter((name) => /^\(.+\)$/.test(name));
    expect(groups.sort()).toEqual(['(blank)', '(preview)', '(shop)', '(studio)']);
    for (const group of groups) {
      expect(existsSync(join(flags, group, 'not-found.tsx')), `${group}/not-found.tsx`).toBe(true);
      expect(existsSync(join(flags, group, 'error.tsx')), `${group}/error.tsx`).toBe(true);
    }
    // and one beside the root layout for a layout below it that fails
    expect(existsSync(join(flags, '..', 'error.tsx'))).toBe(true);
  });
});
