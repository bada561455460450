import Link from 'next/link';
import type { Metadata } from 'next';
import navigation from '../../../../config/navigation.json';
import { getTranslator } from '../../../../lib/i18n/intl';
import type { MessageKey } from '../../../../lib/i18n/catalogues';
import { formatMoney } from '../../../../lib/format';
import { pageContextFor, resolvePageContext, type LocaleParams } from '../../../../lib/locale/page-context';
import { pageMetadata } from '../../../../lib/metadata';
import { HeroArt } from '../../../../components/home/HeroArt';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return pageMetadata(getTranslator(context.country, context.lang)('home.metaTitle'), context.country, context.lang);
}

/** Home. The content issue replaces the body with the CMS home page; the shell and routing stay. */
export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang, href } = await resolvePageContext(params);
  const t = getTranslator(country, lang);
  return (
    <div className="container">
      <section className="hero" aria-labelledby="hero-heading">
        <div>
          <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="hero-heading">{t('home.heroHeading')}</h1>
          <p>{t('home.heroBody', { threshold: formatMoney(country.freeShippingThreshold, country, lang) })}</p>
          <Link className="button" href={href('/pages/new')} prefetch={false}>{t('home.heroCta')}</Link>
        </div>
        <HeroArt />
      </section>
      <section className="section" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="section__title">{t('home.shopByCategory')}</h2>
        <ul className="tiles">
          {navigation.categories.map((c) => (
            <li key={c.path}><Link className="tile" href={href(c.path)} prefetch={false}>{t(c.label as MessageKey)}</Link></li>
          ))}
        </ul>
      </section>
      <section className="section teasers">
        <div className="teaser teaser--pass">
          <h2>{t('home.beautyPassHeading')}</h2>
          <p>{t('home.beautyPassBody')}</p>
          <Link className="button button--secondary" href={href('/beauty-pass')} prefetch={false}>{t('home.beautyPassCta')}</Link>
        </div>
        <div className="teaser">
          <h2>{t('home.servicesHeading')}</h2>
          <p>{t('home.servicesBody')}</p>
          <Link className="button button--secondary" href={href('/happening/services')} prefetch={false}>{t('home.servicesCta')}</Link>
        </div>
      </section>
    </div>
  );
}
