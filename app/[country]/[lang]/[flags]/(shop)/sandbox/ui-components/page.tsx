import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CheckboxField, FormMessage, TextField } from '@/components/account/FormField';
import { cardView } from '@/components/product-card/card-view';
import { markupLabels } from '@/components/product-card/labels';
import { CardSetup, PreparedCard } from '@/components/product-card/PreparedCard';
import { ProductButton } from '@/components/product-card/ProductButton';
import { Stars } from '@/components/product-card/ProductCard';
import { PRODUCT_BUTTON_STATES, type ProductButtonState } from '@/components/product-card/product-button-states';
import { productFixtures } from '@/components/product-card/product-card.fixtures';
import { cardContext, productCardLabels } from '@/components/product-card/server-labels';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { formatMoney } from '@/lib/format';
import { fill } from '@/lib/i18n/plural-templates';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'UI components (developer page)', robots: { index: false } };

function Piece({ name, children }: { name: string; children: ReactNode }) {
  const id = `ui-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      {children}
    </section>
  );
}

/**
 * Developer page: the shared interface pieces (BRAND.md) in their states, in this page's language — buttons,
 * fields, chips, badges, prices, stars, the product button's state table and product cards (the card's test
 * fixtures: sale, "from" price, out of stock, coming soon).
 */
export default async function SandboxUiComponentsPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const { country, lang } = context;
  const labels = productCardLabels(country, lang);
  const card = cardContext(country, lang);
  const money = (minor: number) => formatMoney(minor, country, lang);
  return (
    <SandboxShell title="UI components" intro="Developer page. The store’s shared interface pieces in their states." indexHref={context.href('/sandbox')}>
      <Piece name="Buttons">
        <div className="sandbox-row">
          <button type="button" className="button">Primary</button>
          <button type="button" className="button button--secondary">Secondary</button>
          <button type="button" className="button" disabled>Disabled</button>
          <button type="button" className="button" aria-busy="true">Busy</button>
          <a className="button button--secondary" href={context.href('/sandbox')}>A link as a button</a>
        </div>
      </Piece>

      <Piece name="Fields">
        <div className="sandbox-gallery">
          <TextField label="Plain field" name="plain" />
          <TextField label="Field with a hint" name="hinted" hint="A hint under the label." />
          <TextField label="Field with an error" name="invalid" defaultValue="not-an-email" error="Enter a valid email address." />
          <TextField label="Password" name="password" type="password" defaultValue="secret-value" reveal={{ show: 'Show password', hide: 'Hide password' }} />
          <CheckboxField label="A checkbox" name="check" />
          <CheckboxField label="A checkbox with an error" name="check-invalid" error="This box must be ticked." />
        </div>
        <FormMessage tone="success">A success message under a form.</FormMessage>
      </Piece>

      <Piece name="Chips">
        <ul className="chip-list" aria-label="Example chips">
          <li><a className="chip" href={context.href('/pages/makeup')}>Makeup</a></li>
          <li><a className="chip" href={context.href('/pages/skincare')}>Skincare</a></li>
          <li><button type="button" className="chip chip--removable">Removable ×</button></li>
        </ul>
      </Piece>

      <Piece name="Badges">
        <p className="sandbox-row">
          {Object.entries(labels.badges).map(([code, text]) => <span key={code} className="badge">{text}</span>)}
        </p>
      </Piece>

      <Piece name="Prices">
        <ul aria-label="Example prices">
          <li><span className="price">{money(3200)}</span></li>
          <li>
            <span className="price price--sale">{money(2560)}</span>
            <s className="price price--original">{money(3200)}</s>
          </li>
          <li><span className="price">{fill(labels.priceFrom, { price: money(4500) })}</span></li>
          <li><span className="price">{money(0)}</span></li>
        </ul>
      </Piece>

      <Piece name="Stars">
        <ul aria-label="Example ratings">
          {[0, 2.5, 4.2, 5].map((average) => <li key={average}><Stars average={average} /> {`${average} of 5`}</li>)}
        </ul>
      </Piece>

      <Piece name="Product button">
        <div className="sandbox-gallery">
          {(Object.keys(PRODUCT_BUTTON_STATES) as ProductButtonState[]).map((state) => (
            <figure key={state}>
              <figcaption><code>{state}</code></figcaption>
              <ProductButton state={state} labels={labels.button} />
            </figure>
          ))}
        </div>
      </Piece>

      <Piece name="Product cards">
        <CardSetup labels={markupLabels(labels)} idPrefix="sandbox-ui">
          <ul className="sandbox-gallery" aria-label="Example product cards">
            {productFixtures.map((product) => <li key={product.id}><PreparedCard view={cardView(product, labels, card)} /></li>)}
          </ul>
        </CardSetup>
      </Piece>
    </SandboxShell>
  );
}
