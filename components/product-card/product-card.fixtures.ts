/** Example products (the `ProductSummary` shape of `search/`) for the product card's tests and stories. */
import type { ProductSummary } from '@/schemas/api/catalog';

const lipstickImage = { url: '/fixtures/product-lipstick.svg', width: 800, height: 800, alt: 'Velvet Matte Lipstick in Rosewood' };
const bottleImage = { url: '/fixtures/product-bottle.svg', width: 800, height: 800, alt: 'Dew Drop Serum, 30 ml bottle' };

const shades = [
  ['Rosewood 04', '#9E4A5A'],
  ['Coral Bay 07', '#E0694F'],
  ['Fig 12', '#6B2E3F'],
  ['Nude Linen 01', '#C99A86'],
  ['Poppy 09', '#C8232C'],
  ['Mauve 03', '#A4707E'],
] as const;

export const saleLipstick: ProductSummary = {
  id: 101,
  slug: 'maison-lumiere-velvet-matte-lipstick',
  name: 'Velvet Matte Lipstick with a Very Long Name That Wraps Onto More Than Two Lines',
  brand: { slug: 'maison-lumiere', name: 'Maison Lumière' },
  productType: 'lipstick',
  image: lipstickImage,
  price: { amount: 2800, compareAt: 3500, currency: 'SGD' },
  priceFrom: false,
  rating: { average: 4.6, count: 128 },
  badges: [],
  state: 'available',
  availableFrom: null,
  defaultVariantId: 1001,
  variantCount: 9,
  swatches: shades.map(([shadeName, shadeHex], i) => ({ variantId: 1001 + i, shadeName, shadeHex })),
};

export const serumFrom: ProductSummary = {
  id: 102,
  slug: 'hanami-skin-dew-drop-serum',
  name: 'Dew Drop Serum',
  brand: { slug: 'hanami-skin', name: 'Hanami Skin' },
  productType: 'serum',
  image: bottleImage,
  price: { amount: 4500, compareAt: null, currency: 'SGD' },
  priceFrom: true,
  rating: { average: 4, count: 1 },
  badges: ['app_exclusive'],
  state: 'available',
  availableFrom: null,
  defaultVariantId: 2001,
  variantCount: 2,
  swatches: [],
};

export const outOfStock: ProductSummary = {
  ...serumFrom,
  id: 103,
  slug: 'kaya-botanics-night-balm',
  name: 'Night Balm',
  brand: { slug: 'kaya-botanics', name: 'Kaya Botanics' },
  priceFrom: false,
  rating: { average: 0, count: 0 },
  badges: [],
  state: 'out_of_stock',
  defaultVariantId: 3001,
  variantCount: 1,
};

export const comingSoon: ProductSummary = {
  ...saleLipstick,
  id: 104,
  slug: 'atelier-collection-satin-lip',
  name: 'Satin Lip Colour',
  brand: { slug: 'atelier-collection', name: 'Atelier Collection' },
  price: { amount: 3200, compareAt: null, currency: 'SGD' },
  rating: { average: 0, count: 0 },
  badges: ['coming_soon', 'priority_access'],
  state: 'coming_soon',
  availableFrom: '2031-01-01T00:00:00.000Z',
  variantCount: 3,
  swatches: saleLipstick.swatches.slice(0, 3),
};

export const thaiBaht: ProductSummary = {
  ...saleLipstick,
  id: 105,
  slug: 'maison-lumiere-velvet-matte-lipstick-th',
  name: 'ลิปสติกเนื้อแมตต์ เวลเวท',
  price: { amount: 89000, compareAt: 109000, currency: 'THB' },
};

export const productFixtures = [saleLipstick, serumFrom, outOfStock, comingSoon];
