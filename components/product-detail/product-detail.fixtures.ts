/** Example products (the `ProductDetail` shape of `products/{slug}`) for the product page's tests and stories. */
import type { ProductDetail } from '@/schemas/api/catalog';
import { saleLipstick } from '../product-card/product-card.fixtures';

const image = (hex: string) => ({ url: '/fixtures/product-lipstick.svg', width: 800, height: 800, alt: `Velvet Matte Lipstick in ${hex}` });

export const lipstickDetail: ProductDetail = {
  ...saleLipstick,
  name: 'Velvet Matte Lipstick',
  variantCount: 3,
  swatches: saleLipstick.swatches.slice(0, 3),
  defaultVariantId: 1001,
  description: 'A weightless matte lipstick with a soft-focus finish.\n\nBuildable colour that lasts all day without drying.',
  howToUse: 'Apply from the centre of the lips outwards. Layer for more intensity.',
  ingredients: 'Isododecane, Dimethicone, Trimethylsiloxysilicate, Tocopherol (Vitamin E). <script>alert(1)</script>',
  attributes: { finish: 'matte' },
  category: { path: 'makeup/lips/lipstick', name: 'Lipstick' },
  breadcrumb: [
    { path: 'makeup', name: 'Makeup' },
    { path: 'makeup/lips', name: 'Lips' },
    { path: 'makeup/lips/lipstick', name: 'Lipstick' },
  ],
  variants: [
    { id: 1001, sku: 'ML-VML-04', shadeName: 'Rosewood 04', shadeHex: '#9E4A5A', size: null, image: image('Rosewood'), price: { amount: 2800, compareAt: 3500, currency: 'SGD' }, stock: { state: 'in_stock', quantityLeft: null } },
    { id: 1002, sku: 'ML-VML-07', shadeName: 'Coral Bay 07', shadeHex: '#E0694F', size: null, image: image('Coral'), price: { amount: 3200, compareAt: null, currency: 'SGD' }, stock: { state: 'low_stock', quantityLeft: 2 } },
    { id: 1003, sku: 'ML-VML-12', shadeName: 'Fig 12', shadeHex: '#6B2E3F', size: null, image: image('Fig'), price: { amount: 3200, compareAt: null, currency: 'SGD' }, stock: { state: 'out_of_stock', quantityLeft: null } },
  ],
  nonDiscountable: false,
  sampleEligible: true,
};

export const serumSizesThai: ProductDetail = {
  ...lipstickDetail,
  id: 202,
  slug: 'hanami-skin-dew-drop-serum',
  name: 'ดิว ดรอป เซรั่ม',
  brand: { slug: 'hanami-skin', name: 'Hanami Skin' },
  productType: 'serum',
  image: { url: '/fixtures/product-bottle.svg', width: 800, height: 800, alt: 'เซรั่ม' },
  price: { amount: 129000, compareAt: null, currency: 'THB' },
  priceFrom: true,
  rating: { average: 0, count: 0 },
  badges: ['app_exclusive'],
  swatches: [],
  variantCount: 2,
  defaultVariantId: 2001,
  description: 'เซรั่มบางเบา ซึมเร็ว',
  howToUse: '',
  ingredients: '',
  breadcrumb: [{ path: 'skincare', name: 'สกินแคร์' }],
  category: { path: 'skincare', name: 'สกินแคร์' },
  variants: [
    { id: 2001, sku: 'HS-DDS-30', shadeName: null, shadeHex: null, size: '30 ml', image: { url: '/fixtures/product-bottle.svg', width: 800, height: 800, alt: 'เซรั่ม 30 มล.' }, price: { amount: 129000, compareAt: null, currency: 'THB' }, stock: { state: 'in_stock', quantityLeft: null } },
    { id: 2002, sku: 'HS-DDS-50', shadeName: null, shadeHex: null, size: '50 ml', image: { url: '/fixtures/product-bottle.svg', width: 800, height: 800, alt: 'เซรั่ม 50 มล.' }, price: { amount: 189000, compareAt: null, currency: 'THB' }, stock: { state: 'in_stock', quantityLeft: null } },
  ],
};

export const comingSoonDetail: ProductDetail = {
  ...lipstickDetail,
  id: 303,
  slug: 'atelier-collection-satin-lip',
  name: 'Satin Lip Colour',
  brand: { slug: 'atelier-collection', name: 'Atelier Collection' },
  state: 'coming_soon',
  availableFrom: '2031-03-01T02:00:00.000Z',
  badges: ['coming_soon', 'priority_access'],
  variants: [lipstickDetail.variants[0]],
  variantCount: 1,
};
