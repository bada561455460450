import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { line } from '@/flows/bag/bag.fixtures';
import { pageContextFor } from '@/lib/locale/page-context';
import { catalogues } from '@/lib/i18n/catalogues';
import { TEMPLATES } from '@/demo-data/catalog/templates';
import { BagLineItem } from './BagLineItem';
import { bagLabels } from './server-labels';

afterEach(cleanup);

function renderLine(productType: string, country: string, lang: string) {
  const labels = bagLabels(pageContextFor(country, lang)!);
  render(
    <ul>
      <BagLineItem
        line={line({ id: 1, variantId: 1, name: 'Soft Balm', productType })}
        labels={labels}
        price={(amount) => String(amount)}
        formatNumber={String}
        busy={false}
        signedIn={false}
        signInHref="/sign_in"
        onQuantity={() => {}}
        onRemove={() => {}}
        onMoveToWishList={() => {}}
      />
    </ul>,
  );
}

describe('a bag line’s product type (issue 21 item 6)', () => {
  it('is a name in the page’s language, not the catalogue’s key', () => {
    renderLine('lip-balm', 'sg', 'en');
    expect(screen.getAllByText('Type: Lip balm')).toHaveLength(1);
    cleanup();
    renderLine('hair-tool', 'sg', 'en');
    expect(screen.getAllByText('Type: Hair tool')).toHaveLength(1);
    cleanup();
    renderLine('powder', 'th', 'th');
    expect(screen.getAllByText('ประเภท: แป้ง')).toHaveLength(1);
    expect(screen.queryByText(/powder/)).toBeNull();
    cleanup();
    renderLine('lip-balm', 'hk', 'zh');
    expect(screen.getAllByText(/潤唇膏/)).toHaveLength(1);
    cleanup();
    renderLine('hair-tool', 'id', 'id');
    expect(screen.getAllByText(/Alat penata rambut/)).toHaveLength(1);
  });

  it('every product type of the catalogue has its name in every language', () => {
    const types = [...new Set(TEMPLATES.map((t) => t.productType))];
    expect(types.length).toBeGreaterThan(50);
    for (const lang of ['en', 'id', 'th', 'zh'] as const) {
      const messages = catalogues[lang] as Record<string, string>;
      for (const type of types) {
        const name = messages[`bag.productType.${type}`];
        expect(name, `${lang}: ${type}`).toMatch(/\p{L}/u);
        expect(name, `${lang}: ${type}`).not.toBe(type);
        if (lang === 'th') expect(name, type).toMatch(/[\u0E00-\u0E7F]/);
        if (lang === 'zh') expect(name, type).toMatch(/[\u4E00-\u9FFF]/);
      }
    }
  });
});
