import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ActivityListSkeleton } from '@/components/booking/ActivityList';
import { MyBookingsSkeleton } from '@/components/booking/MyBookings';
import { bookingContextProps } from '@/components/booking/server-labels';
import { BeautyPassLoading } from '@/components/beauty-pass/BeautyPassDashboard';
import { beautyPassLabels } from '@/components/beauty-pass/server-labels';
import { CartSkeleton } from '@/components/bag/BagPage';
import { bagLabels } from '@/components/bag/server-labels';
import { OrderSkeleton } from '@/components/orders/OrderIsland';
import { orderLabels } from '@/components/orders/server-labels';
import { ProductCardSkeleton } from '@/components/product-card/ProductCard';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { WishListSkeleton } from '@/components/wishlist/WishListPage';
import { wishListPageProps } from '@/components/wishlist/server-labels';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import '@/app/styles/orders.css';

export const metadata: Metadata = { title: 'Loaders (developer page)', robots: { index: false } };

function Loader({ name, where, children }: { name: string; where: string; children: ReactNode }) {
  const id = `loader-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <figure aria-labelledby={id}>
      <figcaption id={id}>{name}</figcaption>
      <p><small>{where}</small></p>
      {children}
    </figure>
  );
}

/**
 * Developer page: every loading view of the store's islands side by side — the components' own skeletons,
 * with the labels the assistive technology announces in this page's language.
 */
export default async function SandboxLoadersPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const booking = bookingContextProps(context).labels;
  return (
    <SandboxShell title="Loaders" intro="Developer page. The skeletons the islands show while their data loads, as the shopper sees them." indexHref={context.href('/sandbox')}>
      <div className="sandbox-gallery">
        <Loader name="Product card" where="Listings, carousels and search while products load">
          <ProductCardSkeleton />
        </Loader>
        <Loader name="Bag" where="/cart and the checkout’s summary">
          <CartSkeleton label={bagLabels(context).loading} />
        </Loader>
        <Loader name="Order" where="/orders/{number}">
          <OrderSkeleton label={orderLabels(context).loading} />
        </Loader>
        <Loader name="Wish list" where="/wishlist">
          <WishListSkeleton label={wishListPageProps(context).labels.loading} />
        </Loader>
        <Loader name="Activity list" where="/happening/services and a store’s tabs">
          <ActivityListSkeleton label={booking['list.loading']} />
        </Loader>
        <Loader name="My bookings" where="/account/bookings">
          <MyBookingsSkeleton label={booking['list.loading']} />
        </Loader>
        <Loader name="Beauty Pass" where="/beauty-pass, its points and the rewards boutique">
          <BeautyPassLoading label={beautyPassLabels(context).loading} />
        </Loader>
      </div>
    </SandboxShell>
  );
}
