/**
 * Example bags in the API's shape (Singapore, SGD cents), for the machine's tests, the bag components' tests
 * and their stories. Every example parses with the `Bag` contract (checked in `cart.machine.test.ts`).
 */
import type { Bag, BagLine } from '@/schemas/api/bag';

/**
 * A product image the store serves (`/api/images/products/{kind}/{HEX}.svg`, drawn on request), so the examples'
 * images load wherever the lines are shown (`/sandbox/cart-line-item`, stories): a lipstick in a colour of the name.
 */
const SHADES = ['B3152A', 'C8736B', '8E3B46', 'E3A39A', 'D4574E'];
const image = (name: string) => ({ url: `/api/images/products/lipstick/${SHADES[name.length % SHADES.length]}.svg`, width: 800, height: 800, alt: name });

export function line(overrides: Partial<BagLine> & Pick<BagLine, 'id' | 'variantId' | 'name'>): BagLine {
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 3200;
  const subtotal = overrides.subtotal ?? unitPrice * quantity;
  const discount = overrides.discount ?? 0;
  return {
    sku: `SKU-${overrides.variantId}`,
    productSlug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    brand: { slug: 'maison-rouge', name: 'Maison Rouge' },
    shade: null,
    image: image(overrides.name),
    kind: 'product',
    size: null,
    productType: 'lipstick',
    quantity,
    maxQuantity: 20,
    unitPrice,
    compareAt: null,
    subtotal,
    discount,
    total: subtotal - discount,
    inventoryLeft: 40,
    lowStock: false,
    outOfStock: false,
    nonDiscountable: false,
    points: null,
    promotionId: null,
    rewardId: null,
    ...overrides,
  };
}

export const lipstick = line({ id: 11, variantId: 101, name: 'Velvet Matte Lipstick', shade: 'Rosewood', quantity: 2, unitPrice: 3200, compareAt: 3800, lowStock: true, inventoryLeft: 3, maxQuantity: 3 });
export const serum = line({ id: 12, variantId: 102, name: 'Dew Serum', productType: 'serum', size: '30 ml', unitPrice: 5400, brand: { slug: 'atelier', name: 'Atelier' }, nonDiscountable: true });

export function bag(overrides: Partial<Bag> = {}): Bag {
  const lines = overrides.lines ?? [lipstick, serum];
  const products = lines.filter((l) => l.kind === 'product');
  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const discount = lines.reduce((sum, l) => sum + l.discount, 0);
  const discounted = subtotal - discount;
  const threshold = 3500;
  const qualifies = discounted > threshold;
  const shipping = lines.length === 0 || qualifies ? 0 : 500;
  const total = discounted + shipping;
  const priceBeforeTax = Math.round((total * 100) / 109);
  const blocked = lines.length === 0 || lines.some((l) => l.outOfStock);
  return {
    country: 'SG',
    currency: 'SGD',
    itemsCount: products.reduce((sum, l) => sum + l.quantity, 0),
    lines,
    promoCode: null,
    appliedPromotions: [],
    totals: {
      subtotal,
      discount,
      discountedSubtotal: discounted,
      staffDiscount: 0,
      shipping,
      freeShipping: { threshold, qualifies, remaining: qualifies ? 0 : threshold - discounted + 1 },
      storeCreditApplied: 0,
      giftCardRedeemed: 0,
      total,
      tax: { label: 'GST', percent: 9, shown: true, priceBeforeTax, amount: total - priceBeforeTax },
      pointsEarned: Math.floor(discounted / 100),
      pointsRedeemed: 0,
    },
    delivery: 'delivery',
    gifts: [],
    samples: { selected: 0, limit: 2 },
    checkout: { blocked, reasons: lines.some((l) => l.outOfStock) ? ['Out of stock, remove to proceed from checkout'] : [] },
    ...overrides,
  };
}

export const emptyBag = bag({ lines: [] });

/** The same bag priced for a gold member: shipping is free on every order (the gold perk), whatever the subtotal. */
export function goldMemberBag(b: Bag): Bag {
  const t = b.totals;
  const total = t.total - t.shipping;
  return { ...b, totals: { ...t, shipping: 0, total, freeShipping: { threshold: t.freeShipping.threshold, qualifies: true, remaining: 0, goldPerk: true } } };
}

export const giftLine = line({ id: 21, variantId: 201, name: 'Mini Glow Oil', kind: 'gift', unitPrice: 0, subtotal: 0, total: 0, promotionId: 'giftset-sg' });

/** A bag that qualifies for GIFTSET (2 gifts to choose), with one chosen. */
export const bagWithGift = bag({
  lines: [line({ id: 11, variantId: 101, name: 'Velvet Matte Lipstick', quantity: 2, unitPrice: 3200 }), giftLine],
  promoCode: { code: 'GIFTSET', title: 'Choose 2 gifts with S$60', applied: true, reason: null },
  appliedPromotions: [{ id: 'giftset-sg', code: 'GIFTSET', title: 'Choose 2 gifts with S$60', discount: 0 }],
  gifts: [
    {
      promotionId: 'giftset-sg',
      title: 'Choose 2 gifts with S$60',
      selected: 1,
      max: 2,
      options: [
        { variantId: 201, sku: 'SKU-201', name: 'Mini Glow Oil', brand: { slug: 'atelier', name: 'Atelier' }, image: image('Mini Glow Oil'), selected: true },
        { variantId: 202, sku: 'SKU-202', name: 'Mini Cleanser', brand: { slug: 'atelier', name: 'Atelier' }, image: image('Mini Cleanser'), selected: false },
        { variantId: 203, sku: 'SKU-203', name: 'Mini Mascara', brand: { slug: 'atelier', name: 'Atelier' }, image: image('Mini Mascara'), selected: false },
      ],
    },
  ],
});

/** One line of every kind and state the bag line shows (the `/sandbox/cart-line-item` page lays them out). */
export const lineExamples: readonly { title: string; line: BagLine }[] = [
  { title: 'Compare-at price, low stock, at its maximum quantity', line: { ...lipstick, quantity: 3, subtotal: 9600, total: 9600 } },
  { title: 'Not eligible for discounts, with a size', line: serum },
  { title: 'Promotion discount on the line', line: line({ id: 14, variantId: 104, name: 'Silk Primer', productType: 'primer', unitPrice: 4000, discount: 800 }) },
  { title: 'Out of stock', line: line({ id: 13, variantId: 103, name: 'Sold Out Blush', productType: 'blush', outOfStock: true, inventoryLeft: 0, maxQuantity: 0 }) },
  { title: 'Gift with purchase (free)', line: giftLine },
  { title: 'Sample (free)', line: line({ id: 31, variantId: 301, name: 'Mini Hydra Cream', kind: 'sample', productType: 'cream', unitPrice: 0, subtotal: 0, total: 0 }) },
  { title: 'Beauty Pass reward (points)', line: line({ id: 32, variantId: 302, name: 'Beauty Pouch', kind: 'reward', productType: 'Accessory', unitPrice: 0, subtotal: 0, total: 0, points: 800, rewardId: 'rw-pouch' }) },
  { title: 'Several of one product', line: line({ id: 15, variantId: 105, name: 'Cotton Pads', productType: 'Tool', quantity: 5, unitPrice: 600 }) },
];
