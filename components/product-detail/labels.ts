/** What the variant island shows, prepared on the server (formatted prices, translated labels). */
import type { ProductButtonLabels } from '../product-card/labels';

export interface VariantView {
  id: number;
  /** "Rosewood 04", "30 ml", "Rosewood 04 · 30 ml". */
  label: string;
  shadeHex: string | null;
  image: { url: string; width: number; height: number; alt: string };
  price: string;
  /** The original price when discounted. */
  compareAt: string | null;
  stock: 'in_stock' | 'low_stock' | 'out_of_stock';
  quantityLeft: number | null;
}

export interface VariantLabels {
  /** "Shade" or "Size": what the variants differ in. */
  option: string;
  /** "{option}: {value}" */
  chosen: string;
  inStock: string;
  /** "Only {count} left" */
  onlyLeft: string;
  outOfStock: string;
  salePrice: string;
  originalPrice: string;
  button: ProductButtonLabels;
}
