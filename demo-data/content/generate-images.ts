/**
 * Generates the seed images of the content space and their asset entries.
 *
 *   node --import tsx demo-data/content/generate-images.ts
 *
 * Writes flat SVG compositions to `public/cms/` (hero banners 1600×900, tiles 600×600, slides and feature
 * images 1200×800, brand logos 400×160, video posters 1280×720): products standing on plinths, drawn by the
 * catalogue's own drawer (`commerce/catalog/images.ts`, which also draws every product image) in the brand and
 * shade colours on the mist background, and `demo-data/content/assets.json`
 * with each file's size and alt text (en-SG, th-TH, id-ID, zh-HK). The alt text is composed from the same
 * description of the scene the picture is drawn from, so it always says what the image shows.
 *
 * Deterministic: no randomness, no clock, no network; running it twice gives byte-identical files.
 * `public/cms/fixtures/` belongs to the block fixtures and is not touched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SILHOUETTE_BOX, silhouette, silhouettePaint, type ImageKind } from '@/commerce/catalog/images';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const imageDir = join(root, 'public', 'cms');
const assetsFile = join(root, 'demo-data', 'content', 'assets.json');

type Locale = 'en-SG' | 'th-TH' | 'id-ID' | 'zh-HK';
type Localized = Record<Locale, string>;

// ---------------------------------------------------------------------------------------------------------
// Palette (BRAND.md tokens plus product shades) and the words for each colour.

const MIST = '#F5F5F5';
const PAPER = '#FFFFFF';
const LINE = '#E3E3E3';
const FLOOR = '#EBEBEB';

const shades = {
  rose: { hex: '#B0285A', en: 'deep rose', th: 'สีชมพูกุหลาบเข้ม', id: 'merah mawar', zh: '深玫瑰紅' },
  gold: { hex: '#B8952B', en: 'gold', th: 'สีทอง', id: 'emas', zh: '金色' },
  ink: { hex: '#111111', en: 'black', th: 'สีดำ', id: 'hitam', zh: '黑色' },
  pink: { hex: '#F4B6C8', en: 'soft pink', th: 'สีชมพูอ่อน', id: 'merah muda lembut', zh: '淡粉紅色' },
  white: { hex: '#FFFFFF', en: 'white', th: 'สีขาว', id: 'putih', zh: '白色' },
  nude: { hex: '#D9A48F', en: 'nude', th: 'สีนู้ด', id: 'nude', zh: '裸色' },
  berry: { hex: '#7A1F3D', en: 'berry', th: 'สีเบอร์รี่', id: 'merah beri', zh: '莓紅色' },
  coral: { hex: '#E86A5C', en: 'coral', th: 'สีคอรัล', id: 'koral', zh: '珊瑚色' },
  plum: { hex: '#5B2340', en: 'plum', th: 'สีพลัม', id: 'plum', zh: '梅子色' },
  peach: { hex: '#F2B49B', en: 'peach', th: 'สีพีช', id: 'peach', zh: '蜜桃色' },
  sand: { hex: '#E8CDB5', en: 'sand', th: 'สีทราย', id: 'krem pasir', zh: '沙色' },
  mocha: { hex: '#8A5A44', en: 'mocha', th: 'สีมอคค่า', id: 'moka', zh: '摩卡色' },
  sage: { hex: '#A7B9A0', en: 'sage green', th: 'สีเขียวเซจ', id: 'hijau sage', zh: '鼠尾草綠色' },
  jade: { hex: '#6F9E8A', en: 'jade green', th: 'สีเขียวหยก', id: 'hijau giok', zh: '翡翠綠色' },
  lavender: { hex: '#C9B6D9', en: 'lavender', th: 'สีลาเวนเดอร์', id: 'lavender', zh: '薰衣草紫色' },
  sky: { hex: '#BFD7E0', en: 'pale blue', th: 'สีฟ้าอ่อน', id: 'biru muda', zh: '淺藍色' },
  amber: { hex: '#C98A2B', en: 'amber', th: 'สีอำพัน', id: 'amber', zh: '琥珀色' },
  terracotta: { hex: '#A8472F', en: 'brick red', th: 'สีแดงอิฐ', id: 'merah bata', zh: '磚紅色' },
  cream: { hex: '#F1E6D2', en: 'cream', th: 'สีครีม', id: 'krem', zh: '米白色' },
} as const;
type Shade = keyof typeof shades;
const hex = (s: Shade) => shades[s].hex;

// ---------------------------------------------------------------------------------------------------------
// Product silhouettes. Each draws in its own coordinates: base centred on (0, 0), growing upwards (negative y).

/** The silhouettes the scenes use: the catalogue's own drawer (the one that draws every product image). */
type ProductKind = Extract<ImageKind, 'lipstick' | 'perfume' | 'jar' | 'tube' | 'palette' | 'compact' | 'dropper' | 'pump' | 'brush' | 'nail' | 'sponge' | 'roller' | 'comb' | 'giftbox' | 'card' | 'soap'>;

interface Item { p: ProductKind; c: Shade; cap?: Shade }

const productWords: Record<ProductKind, { en: string; th: string; id: string; zh: string }> = {
  lipstick: { en: 'lipstick', th: 'ลิปสติก', id: 'lipstik', zh: '唇膏' },
  perfume: { en: 'perfume bottle', th: 'ขวดน้ำหอม', id: 'botol parfum', zh: '香水瓶' },
  jar: { en: 'cream jar', th: 'กระปุกครีม', id: 'pot krim', zh: '面霜瓶' },
  tube: { en: 'squeeze tube', th: 'หลอดครีม', id: 'tube krim', zh: '軟管' },
  palette: { en: 'eyeshadow palette', th: 'พาเลตต์อายแชโดว์', id: 'palet eyeshadow', zh: '眼影盤' },
  compact: { en: 'powder compact', th: 'ตลับแป้ง', id: 'bedak padat', zh: '粉餅盒' },
  dropper: { en: 'serum dropper bottle', th: 'ขวดเซรั่มแบบหลอดหยด', id: 'botol serum berpipet', zh: '滴管精華瓶' },
  pump: { en: 'pump bottle', th: 'ขวดปั๊ม', id: 'botol pump', zh: '按壓瓶' },
  brush: { en: 'makeup brush', th: 'แปรงแต่งหน้า', id: 'kuas makeup', zh: '化妝掃' },
  nail: { en: 'nail polish', th: 'ยาทาเล็บ', id: 'kuteks', zh: '指甲油' },
  sponge: { en: 'makeup sponge', th: 'ฟองน้ำแต่งหน้า', id: 'spons makeup', zh: '化妝海綿' },
  roller: { en: 'facial roller', th: 'ลูกกลิ้งนวดหน้า', id: 'roller wajah', zh: '按摩滾輪' },
  comb: { en: 'comb', th: 'หวี', id: 'sisir', zh: '梳子' },
  giftbox: { en: 'gift box', th: 'กล่องของขวัญ', id: 'kotak hadiah', zh: '禮盒' },
  card: { en: 'gift card', th: 'บัตรของขวัญ', id: 'kartu hadiah', zh: '禮品卡' },
  soap: { en: 'soap bar', th: 'สบู่ก้อน', id: 'sabun batang', zh: '香皂' },
};

/** Formats a coordinate with at most one decimal, so the output is stable and short. */
const n = (v: number) => (Math.round(v * 10) / 10).toString();

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A thin outline for white and near-white parts so they read on mist and paper. */
const outlineFor = (fill: string) => (fill === PAPER || fill === hex('cream') ? ` stroke="${LINE}" stroke-width="3"` : '');

/** A product as the catalogue draws it: its colour, and its cap's (ink, or gold on black, unless the scene says). */
function drawProduct(item: Item): string {
  return silhouette(item.p, silhouettePaint(hex(item.c), hex(item.cap ?? (item.c === 'ink' ? 'gold' : 'ink'))));
}

/** A silhouette's width and height in the catalogue's 800-unit square (used for layout). */
const boxOf = (kind: ProductKind) => {
  const b = SILHOUETTE_BOX[kind];
  return { w: b.right - b.left, h: b.foot - b.top };
};

// ---------------------------------------------------------------------------------------------------------
// Scenes: a backdrop, white plinths and products standing on them.

type Backdrop = 'arch' | 'disc' | 'plinth';
type Kind = 'hero' | 'tile' | 'slide' | 'poster';

const sizes: Record<Kind, { w: number; h: number }> = {
  hero: { w: 1600, h: 900 },
  tile: { w: 600, h: 600 },
  slide: { w: 1200, h: 800 },
  poster: { w: 1280, h: 720 },
};

interface Scene {
  id: string;
  title: string;
  kind: Kind;
  backdrop: Backdrop;
  tint: Shade;
  items: Item[];
}

/** Plinth heights (share of the image height), cycled so neighbours differ. */
const plinthPattern = [0.1, 0.17, 0.06, 0.13, 0.08];

function renderScene(scene: Scene): string {
  const { w: W, h: H } = sizes[scene.kind];
  // Heroes keep the left ~45% clear for the heading; other images centre the group.
  const region = scene.kind === 'hero' ? { x0: W * 0.46, x1: W * 0.93 } : { x0: W * 0.1, x1: W * 0.9 };
  const groundY = H * (scene.kind === 'tile' ? 0.84 : 0.82);
  const gapUnits = 72;
  const widths = scene.items.map((i) => boxOf(i.p).w);
  const totalUnits = widths.reduce((a, b) => a + b, 0) + gapUnits * (scene.items.length - 1);
  const tallest = Math.max(...scene.items.map((i) => boxOf(i.p).h));
  const maxPlinth = Math.max(...scene.items.map((_, k) => plinthPattern[k % plinthPattern.length])) * H;
  const scale = Math.min((region.x1 - region.x0) / totalUnits, (groundY - maxPlinth - H * 0.16) / tallest, scene.kind === 'hero' ? 1.05 : 0.8);
  const groupW = totalUnits * scale;
  let x = (region.x0 + region.x1) / 2 - groupW / 2;
  const centre = (region.x0 + region.x1) / 2;

  const parts: string[] = [rect(0, 0, W, H, MIST)];
  const tint = hex(scene.tint);
  const tintOutline = outlineFor(tint);
  if (scene.backdrop === 'arch') {
    const aw = Math.min(groupW * 0.85, (region.x1 - region.x0) * 0.8);
    const top = H * 0.1;
    const r = aw / 2;
    parts.push(path(`M ${n(centre - r)} ${n(groundY)} L ${n(centre - r)} ${n(top + r)} A ${n(r)} ${n(r)} 0 0 1 ${n(centre + r)} ${n(top + r)} L ${n(centre + r)} ${n(groundY)} Z`, tint, tintOutline));
  } else if (scene.backdrop === 'disc') {
    const r = Math.min(groupW * 0.48, H * 0.38);
    parts.push(circle(centre, groundY - r * 0.95, r, tint, tintOutline));
  } else {
    parts.push(rect(region.x0 - W * 0.02, groundY - H * 0.5, W * 0.02 + (region.x1 - region.x0) * 0.35, H * 0.5, tint, tintOutline));
  }

  // The floor goes over the backdrop's foot, so the backdrop stands behind the plinths.
  parts.push(rect(0, groundY, W, H - groundY, FLOOR));

  scene.items.forEach((item, k) => {
    const wUnits = boxOf(item.p).w;
    const pw = wUnits * scale;
    const cx = x + pw / 2;
    const ph = plinthPattern[k % plinthPattern.length] * H;
    const plinthW = pw + gapUnits * scale * 0.8;
    parts.push(rect(cx - plinthW / 2, groundY - ph, plinthW, ph, PAPER, ` stroke="${LINE}" stroke-width="2"`));
    parts.push(ellipse(cx, groundY - ph, pw * 0.46, 10 * scale, '#111111', ' opacity="0.08"'));
    const box = SILHOUETTE_BOX[item.p];
    const at = `translate(${n(cx)} ${n(groundY - ph)}) scale(${(Math.round(scale * 1000) / 1000).toString()}) translate(${n(-(box.left + box.right) / 2)} ${-box.foot})`;
    parts.push(`<g transform="${at}">${drawProduct(item)}</g>`);
    x += pw + gapUnits * scale;
  });

  return svg(W, H, parts.join(''));
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

// Alt text: the products (with their colours) and the backdrop, in each locale.

const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function listOf(words: string[], and: string, sep: string): string {
  if (words.length === 1) return words[0];
  return words.slice(0, -1).join(sep) + and + words[words.length - 1];
}

function describeScene(scene: Scene): Localized {
  const items = scene.items;
  const t = shades[scene.tint];
  const one = items.length === 1;
  const en = listOf(items.map((i) => `${shades[i.c].en} ${productWords[i.p].en}`), ' and ', ', ');
  const th = listOf(items.map((i) => `${productWords[i.p].th}${shades[i.c].th}`), ' และ', ' ');
  const id = listOf(items.map((i) => `${productWords[i.p].id} ${shades[i.c].id}`), ' dan ', ', ');
  const zh = listOf(items.map((i) => `${shades[i.c].zh}${productWords[i.p].zh}`), '及', '、');
  const plinth = one ? 'a white plinth' : 'white plinths';
  const backdrop: Record<Backdrop, Localized> = {
    arch: {
      'en-SG': `on ${plinth} in front of a ${t.en} arch, on a light grey background`,
      'th-TH': `วางบนแท่นสีขาวหน้าซุ้มโค้ง${t.th} บนพื้นหลังสีเทาอ่อน`,
      'id-ID': `di atas podium putih dengan lengkungan ${t.id} berlatar abu-abu muda`,
      'zh-HK': `擺放在白色展示台上，背後是${t.zh}拱形，襯以淺灰背景`,
    },
    disc: {
      'en-SG': `on ${plinth} against a large ${t.en} circle, on a light grey background`,
      'th-TH': `วางบนแท่นสีขาวหน้าวงกลม${t.th}ขนาดใหญ่ บนพื้นหลังสีเทาอ่อน`,
      'id-ID': `di atas podium putih dengan lingkaran besar ${t.id} berlatar abu-abu muda`,
      'zh-HK': `擺放在白色展示台上，背後是${t.zh}大圓形，襯以淺灰背景`,
    },
    plinth: {
      'en-SG': `on ${one ? 'a white plinth' : 'white plinths of different heights'} beside a ${t.en} panel, on a light grey background`,
      'th-TH': `จัดวางบนแท่นสีขาว${one ? '' : 'หลายระดับ'}ข้างแผง${t.th} บนพื้นหลังสีเทาอ่อน`,
      'id-ID': `di atas podium putih${one ? '' : ' bertingkat'} di samping panel ${t.id}, berlatar abu-abu muda`,
      'zh-HK': `錯落擺放在${one ? '' : '高低不一的'}白色展示台上，旁邊是${t.zh}背板，襯以淺灰背景`,
    },
  };
  const b = backdrop[scene.backdrop];
  return {
    'en-SG': `${cap1(en)} ${b['en-SG']}`,
    'th-TH': `${th} ${b['th-TH']}`,
    'id-ID': `${cap1(id)} ${b['id-ID']}`,
    'zh-HK': `${zh}${b['zh-HK']}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Brand logos: a small mark and the wordmark (SVG text in a generic font family) on mist.

type Mark = 'circle' | 'diamond' | 'petal' | 'sun' | 'leaf' | 'bars' | 'drop' | 'arch';

interface BrandLogo {
  slug: string;
  name: string;
  /** Small line under the wordmark (place or line of business); Latin capitals. */
  tagline: string;
  font: 'serif' | 'sans-serif';
  upper: boolean;
  colour: Shade;
  mark: Mark;
  hero: { backdrop: Backdrop; tint: Shade; items: Item[] };
}

function drawMark(mark: Mark, cx: number, cy: number, fill: string): string {
  switch (mark) {
    case 'circle':
      return circle(cx, cy, 13, 'none', ` stroke="${fill}" stroke-width="3"`) + circle(cx, cy, 4, fill);
    case 'diamond':
      return path(`M ${cx} ${cy - 15} L ${cx + 11} ${cy} L ${cx} ${cy + 15} L ${cx - 11} ${cy} Z`, fill);
    case 'petal':
      return [0, 72, 144, 216, 288]
        .map((a) => ellipse(cx, cy - 8, 5, 9, fill, ` transform="rotate(${a} ${cx} ${cy})"`))
        .join('');
    case 'sun':
      return circle(cx, cy, 8, fill) + [0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => rect(cx - 1.5, cy - 17, 3, 5, fill, ` transform="rotate(${a} ${cx} ${cy})"`))
        .join('');
    case 'leaf':
      return path(`M ${cx - 12} ${cy + 12} C ${cx - 12} ${cy - 6} ${cx - 2} ${cy - 14} ${cx + 13} ${cy - 14} C ${cx + 13} ${cy + 4} ${cx + 3} ${cy + 12} ${cx - 12} ${cy + 12} Z`, fill);
    case 'bars':
      return rect(cx - 13, cy - 12, 5, 24, fill) + rect(cx - 2.5, cy - 12, 5, 24, fill) + rect(cx + 8, cy - 12, 5, 24, fill);
    case 'drop':
      return path(`M ${cx} ${cy - 16} C ${cx + 6} ${cy - 6} ${cx + 11} ${cy} ${cx + 11} ${cy + 5} C ${cx + 11} ${cy + 12} ${cx + 6} ${cy + 16} ${cx} ${cy + 16} C ${cx - 6} ${cy + 16} ${cx - 11} ${cy + 12} ${cx - 11} ${cy + 5} C ${cx - 11} ${cy} ${cx - 6} ${cy - 6} ${cx} ${cy - 16} Z`, fill);
    case 'arch':
      return path(`M ${cx - 12} ${cy + 14} L ${cx - 12} ${cy - 2} A 12 12 0 0 1 ${cx + 12} ${cy - 2} L ${cx + 12} ${cy + 14} Z`, fill);
  }
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderLogo(b: BrandLogo): string {
  const W = 400;
  const H = 160;
  const text = b.upper ? b.name.toUpperCase() : b.name;
  // Rough advance per character so long names stay inside the 400 px box.
  const perChar = b.upper ? 0.78 : 0.52;
  const size = Math.min(b.upper ? 30 : 40, 340 / (text.length * perChar));
  const fill = hex(b.colour);
  const spacing = b.upper ? ` letter-spacing="${n(size * 0.12)}"` : '';
  return svg(
    W,
    H,
    [
      rect(0, 0, W, H, MIST),
      drawMark(b.mark, W / 2, 42, fill),
      `<text x="${W / 2}" y="${n(98 + size * 0.1)}" text-anchor="middle" font-family="${b.font === 'serif' ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif"}" font-size="${n(size)}" font-weight="${b.upper ? 600 : 400}"${spacing} fill="${fill}">${escapeXml(text)}</text>`,
      `<text x="${W / 2}" y="134" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="11" letter-spacing="3.3" fill="#6B6B6B">${escapeXml(b.tagline)}</text>`,
    ].join(''),
  );
}

// ---------------------------------------------------------------------------------------------------------
// What to draw.

const brands: BrandLogo[] = [
  { slug: 'atelier-collection', name: 'Atelier Collection', tagline: 'EVERYDAY ESSENTIALS', font: 'serif', upper: true, colour: 'ink', mark: 'arch',
    hero: { backdrop: 'arch', tint: 'pink', items: [{ p: 'lipstick', c: 'rose', cap: 'ink' }, { p: 'compact', c: 'nude', cap: 'ink' }, { p: 'brush', c: 'ink', cap: 'ink' }, { p: 'nail', c: 'rose', cap: 'ink' }] } },
  { slug: 'maison-lumiere', name: 'Maison Lumière', tagline: 'PARFUMS · GRASSE', font: 'serif', upper: false, colour: 'gold', mark: 'sun',
    hero: { backdrop: 'arch', tint: 'cream', items: [{ p: 'perfume', c: 'amber', cap: 'gold' }, { p: 'perfume', c: 'pink', cap: 'gold' }, { p: 'compact', c: 'peach', cap: 'gold' }] } },
  { slug: 'kaya-botanics', name: 'Kaya Botanics', tagline: 'BALI · BOTANICAL CARE', font: 'sans-serif', upper: true, colour: 'jade', mark: 'leaf',
    hero: { backdrop: 'disc', tint: 'sage', items: [{ p: 'soap', c: 'cream' }, { p: 'pump', c: 'jade', cap: 'cream' }, { p: 'jar', c: 'sand', cap: 'jade' }] } },
  { slug: 'hanami-skin', name: 'Hanami Skin', tagline: 'TOKYO', font: 'sans-serif', upper: false, colour: 'rose', mark: 'petal',
    hero: { backdrop: 'disc', tint: 'pink', items: [{ p: 'dropper', c: 'white', cap: 'pink' }, { p: 'jar', c: 'pink', cap: 'white' }, { p: 'tube', c: 'white', cap: 'rose' }] } },
  { slug: 'daon-lab', name: 'Daon Lab', tagline: 'SEOUL · SKIN BARRIER SCIENCE', font: 'sans-serif', upper: true, colour: 'ink', mark: 'bars',
    hero: { backdrop: 'plinth', tint: 'sky', items: [{ p: 'tube', c: 'white', cap: 'sky' }, { p: 'dropper', c: 'sky', cap: 'white' }, { p: 'pump', c: 'white', cap: 'ink' }] } },
  { slug: 'velvet-and-vine', name: 'Velvet & Vine', tagline: 'LIP & CHEEK COLOUR', font: 'serif', upper: false, colour: 'berry', mark: 'drop',
    hero: { backdrop: 'arch', tint: 'pink', items: [{ p: 'lipstick', c: 'berry', cap: 'gold' }, { p: 'lipstick', c: 'terracotta', cap: 'gold' }, { p: 'compact', c: 'coral', cap: 'berry' }, { p: 'lipstick', c: 'nude', cap: 'gold' }] } },
  { slug: 'fjord-and-fern', name: 'Fjord & Fern', tagline: 'NORDIC HAIR CARE', font: 'sans-serif', upper: true, colour: 'jade', mark: 'leaf',
    hero: { backdrop: 'plinth', tint: 'sage', items: [{ p: 'pump', c: 'sand', cap: 'jade' }, { p: 'pump', c: 'jade', cap: 'sand' }, { p: 'comb', c: 'ink' }] } },
  { slug: 'saffron-row', name: 'Saffron Row', tagline: 'PERFUMERY', font: 'serif', upper: true, colour: 'amber', mark: 'diamond',
    hero: { backdrop: 'disc', tint: 'sand', items: [{ p: 'perfume', c: 'amber', cap: 'ink' }, { p: 'perfume', c: 'terracotta', cap: 'gold' }, { p: 'perfume', c: 'plum', cap: 'gold' }] } },
  { slug: 'pomelo-studio', name: 'Pomelo Studio', tagline: 'BANGKOK', font: 'sans-serif', upper: false, colour: 'coral', mark: 'circle',
    hero: { backdrop: 'disc', tint: 'peach', items: [{ p: 'palette', c: 'white', cap: 'coral' }, { p: 'lipstick', c: 'coral', cap: 'white' }, { p: 'nail', c: 'pink', cap: 'coral' }] } },
  { slug: 'tidewater-sun', name: 'Tidewater Sun', tagline: 'SUNCARE · SYDNEY', font: 'sans-serif', upper: true, colour: 'ink', mark: 'sun',
    hero: { backdrop: 'arch', tint: 'sky', items: [{ p: 'tube', c: 'peach', cap: 'white' }, { p: 'pump', c: 'white', cap: 'peach' }, { p: 'tube', c: 'sky', cap: 'white' }] } },
  { slug: 'sable-and-stone', name: 'Sable & Stone', tagline: 'BRUSHES & TOOLS', font: 'serif', upper: false, colour: 'ink', mark: 'bars',
    hero: { backdrop: 'plinth', tint: 'sand', items: [{ p: 'brush', c: 'mocha', cap: 'ink' }, { p: 'brush', c: 'sand', cap: 'ink' }, { p: 'roller', c: 'jade', cap: 'gold' }, { p: 'brush', c: 'ink', cap: 'gold' }] } },
  { slug: 'jade-terrace', name: 'Jade Terrace', tagline: 'HONG KONG · HERBAL SKINCARE', font: 'serif', upper: true, colour: 'jade', mark: 'circle',
    hero: { backdrop: 'arch', tint: 'cream', items: [{ p: 'jar', c: 'jade', cap: 'gold' }, { p: 'dropper', c: 'amber', cap: 'ink' }, { p: 'roller', c: 'jade', cap: 'gold' }] } },
];

const I = (p: ProductKind, c: Shade, cap?: Shade): Item => (cap ? { p, c, cap } : { p, c });

const scenes: Scene[] = [
  // Hero banners (1600×900)
  { id: 'hero-home', title: 'Home hero: new season', kind: 'hero', backdrop: 'arch', tint: 'pink', items: [I('lipstick', 'rose', 'gold'), I('perfume', 'white', 'gold'), I('palette', 'ink', 'gold'), I('jar', 'pink', 'gold')] },
  { id: 'hero-sale', title: 'Sale hero', kind: 'hero', backdrop: 'disc', tint: 'rose', items: [I('lipstick', 'berry', 'gold'), I('compact', 'nude', 'gold'), I('tube', 'coral', 'white'), I('nail', 'pink', 'ink')] },
  { id: 'hero-new', title: 'New arrivals hero', kind: 'hero', backdrop: 'plinth', tint: 'lavender', items: [I('dropper', 'sky', 'white'), I('lipstick', 'coral', 'gold'), I('perfume', 'lavender', 'gold'), I('pump', 'sage', 'white')] },
  { id: 'hero-gifts', title: 'Gifts hero', kind: 'hero', backdrop: 'arch', tint: 'pink', items: [I('giftbox', 'rose', 'gold'), I('perfume', 'amber', 'gold'), I('giftbox', 'white', 'rose')] },
  { id: 'hero-about', title: 'About hero', kind: 'hero', backdrop: 'disc', tint: 'sand', items: [I('brush', 'ink', 'ink'), I('palette', 'white', 'ink'), I('jar', 'cream', 'gold'), I('lipstick', 'nude', 'ink')] },
  { id: 'hero-makeup', title: 'Makeup hero', kind: 'hero', backdrop: 'arch', tint: 'pink', items: [I('palette', 'ink', 'gold'), I('lipstick', 'rose', 'ink'), I('compact', 'nude', 'ink'), I('brush', 'ink', 'ink')] },
  { id: 'hero-skincare', title: 'Skincare hero', kind: 'hero', backdrop: 'disc', tint: 'sky', items: [I('dropper', 'sage', 'white'), I('jar', 'white', 'gold'), I('tube', 'cream', 'sage'), I('pump', 'white', 'sky')] },
  { id: 'hero-fragrance', title: 'Fragrance hero', kind: 'hero', backdrop: 'arch', tint: 'lavender', items: [I('perfume', 'amber', 'gold'), I('perfume', 'pink', 'gold'), I('perfume', 'ink', 'gold')] },
  { id: 'hero-hair', title: 'Hair hero', kind: 'hero', backdrop: 'plinth', tint: 'sand', items: [I('pump', 'sage', 'white'), I('pump', 'mocha', 'sand'), I('tube', 'sand', 'mocha'), I('comb', 'ink')] },
  { id: 'hero-bath-body', title: 'Bath & body hero', kind: 'hero', backdrop: 'disc', tint: 'peach', items: [I('pump', 'white', 'peach'), I('soap', 'cream'), I('jar', 'coral', 'white'), I('tube', 'pink', 'white')] },
  { id: 'hero-tools', title: 'Tools & brushes hero', kind: 'hero', backdrop: 'arch', tint: 'sand', items: [I('brush', 'ink', 'ink'), I('brush', 'gold', 'ink'), I('sponge', 'pink'), I('roller', 'jade', 'gold')] },
  ...brands.map((b): Scene => ({ id: `hero-brand-${b.slug}`, title: `${b.name} brand hero`, kind: 'hero', ...b.hero })),

  // Category tiles (600×600)
  { id: 'tile-makeup', title: 'Makeup tile', kind: 'tile', backdrop: 'disc', tint: 'pink', items: [I('lipstick', 'rose', 'ink'), I('compact', 'nude', 'gold')] },
  { id: 'tile-skincare', title: 'Skincare tile', kind: 'tile', backdrop: 'disc', tint: 'sky', items: [I('dropper', 'white', 'sage'), I('jar', 'cream', 'gold')] },
  { id: 'tile-fragrance', title: 'Fragrance tile', kind: 'tile', backdrop: 'arch', tint: 'lavender', items: [I('perfume', 'amber', 'gold')] },
  { id: 'tile-hair', title: 'Hair tile', kind: 'tile', backdrop: 'disc', tint: 'sand', items: [I('pump', 'sage', 'white'), I('comb', 'ink')] },
  { id: 'tile-bath-body', title: 'Bath & body tile', kind: 'tile', backdrop: 'arch', tint: 'pink', items: [I('soap', 'cream'), I('pump', 'peach', 'white')] },
  { id: 'tile-tools', title: 'Tools & brushes tile', kind: 'tile', backdrop: 'disc', tint: 'sand', items: [I('brush', 'ink', 'ink'), I('sponge', 'pink')] },
  { id: 'tile-makeup-face', title: 'Face makeup tile', kind: 'tile', backdrop: 'disc', tint: 'peach', items: [I('compact', 'nude', 'ink'), I('sponge', 'pink')] },
  { id: 'tile-makeup-eyes', title: 'Eye makeup tile', kind: 'tile', backdrop: 'arch', tint: 'lavender', items: [I('palette', 'ink', 'gold')] },
  { id: 'tile-makeup-lips', title: 'Lip makeup tile', kind: 'tile', backdrop: 'disc', tint: 'pink', items: [I('lipstick', 'rose', 'gold'), I('lipstick', 'nude', 'gold'), I('lipstick', 'berry', 'gold')] },
  { id: 'tile-makeup-nails', title: 'Nails tile', kind: 'tile', backdrop: 'arch', tint: 'sand', items: [I('nail', 'coral', 'ink'), I('nail', 'berry', 'ink'), I('nail', 'pink', 'ink')] },
  { id: 'tile-skincare-cleansers', title: 'Cleansers tile', kind: 'tile', backdrop: 'disc', tint: 'sky', items: [I('pump', 'white', 'sky'), I('tube', 'white', 'sage')] },
  { id: 'tile-skincare-moisturisers', title: 'Moisturisers tile', kind: 'tile', backdrop: 'arch', tint: 'sage', items: [I('jar', 'cream', 'gold'), I('jar', 'pink', 'white')] },
  { id: 'tile-skincare-serums', title: 'Serums and treatments tile', kind: 'tile', backdrop: 'disc', tint: 'cream', items: [I('dropper', 'amber', 'ink'), I('dropper', 'sage', 'white')] },
  { id: 'tile-skincare-suncare', title: 'Suncare tile', kind: 'tile', backdrop: 'disc', tint: 'sky', items: [I('tube', 'peach', 'white'), I('pump', 'white', 'peach')] },
  { id: 'tile-fragrance-women', title: 'Fragrance for her tile', kind: 'tile', backdrop: 'arch', tint: 'pink', items: [I('perfume', 'pink', 'gold'), I('perfume', 'rose', 'gold')] },
  { id: 'tile-fragrance-men', title: 'Fragrance for him tile', kind: 'tile', backdrop: 'arch', tint: 'sand', items: [I('perfume', 'ink', 'gold'), I('perfume', 'mocha', 'ink')] },
  { id: 'tile-fragrance-unisex', title: 'Unisex fragrance tile', kind: 'tile', backdrop: 'disc', tint: 'lavender', items: [I('perfume', 'sage', 'gold'), I('perfume', 'amber', 'ink')] },
  { id: 'tile-hair-shampoo-conditioner', title: 'Shampoo and conditioner tile', kind: 'tile', backdrop: 'disc', tint: 'sage', items: [I('pump', 'white', 'jade'), I('pump', 'sand', 'jade')] },
  { id: 'tile-hair-treatments', title: 'Hair treatments tile', kind: 'tile', backdrop: 'arch', tint: 'sand', items: [I('jar', 'mocha', 'gold'), I('dropper', 'amber', 'gold')] },
  { id: 'tile-hair-styling', title: 'Hair styling tile', kind: 'tile', backdrop: 'disc', tint: 'peach', items: [I('tube', 'ink', 'gold'), I('comb', 'mocha')] },
  { id: 'tile-bath-body-body-wash', title: 'Body wash tile', kind: 'tile', backdrop: 'arch', tint: 'sky', items: [I('pump', 'lavender', 'white'), I('pump', 'peach', 'white')] },
  { id: 'tile-bath-body-body-moisturisers', title: 'Body moisturisers tile', kind: 'tile', backdrop: 'disc', tint: 'pink', items: [I('jar', 'peach', 'white'), I('tube', 'cream', 'peach')] },
  { id: 'tile-bath-body-hand-care', title: 'Hand care tile', kind: 'tile', backdrop: 'disc', tint: 'sage', items: [I('tube', 'pink', 'white'), I('tube', 'white', 'sage')] },
  { id: 'tile-tools-brushes', title: 'Brushes tile', kind: 'tile', backdrop: 'arch', tint: 'pink', items: [I('brush', 'ink', 'ink'), I('brush', 'sand', 'gold'), I('brush', 'rose', 'ink')] },
  { id: 'tile-tools-sponges', title: 'Sponges and applicators tile', kind: 'tile', backdrop: 'disc', tint: 'sand', items: [I('sponge', 'pink'), I('sponge', 'coral'), I('sponge', 'nude')] },
  { id: 'tile-tools-devices', title: 'Beauty devices tile', kind: 'tile', backdrop: 'arch', tint: 'sage', items: [I('roller', 'jade', 'gold'), I('roller', 'pink', 'gold')] },
  { id: 'tile-e-gift-card', title: 'E-gift card tile', kind: 'tile', backdrop: 'disc', tint: 'pink', items: [I('card', 'rose', 'gold')] },

  // Carousel slides and feature images (1200×800)
  { id: 'slide-lip-edit', title: 'Carousel: the lip edit', kind: 'slide', backdrop: 'arch', tint: 'pink', items: [I('lipstick', 'rose', 'gold'), I('lipstick', 'berry', 'gold'), I('lipstick', 'coral', 'gold'), I('lipstick', 'terracotta', 'gold'), I('lipstick', 'plum', 'gold')] },
  { id: 'slide-skin-reset', title: 'Carousel: skin reset', kind: 'slide', backdrop: 'disc', tint: 'sky', items: [I('dropper', 'white', 'sky'), I('jar', 'white', 'sage'), I('tube', 'sage', 'white'), I('pump', 'sky', 'white')] },
  { id: 'slide-gift-sets', title: 'Carousel: gift sets', kind: 'slide', backdrop: 'plinth', tint: 'pink', items: [I('giftbox', 'rose', 'gold'), I('perfume', 'amber', 'gold'), I('giftbox', 'pink', 'rose')] },
  { id: 'feature-beauty-pass', title: 'Beauty Pass tier cards', kind: 'slide', backdrop: 'disc', tint: 'cream', items: [I('card', 'pink', 'rose'), I('card', 'white', 'ink'), I('card', 'ink', 'gold'), I('card', 'gold', 'ink')] },
  { id: 'feature-about-story', title: 'About: our story', kind: 'slide', backdrop: 'arch', tint: 'sand', items: [I('brush', 'ink', 'ink'), I('palette', 'white', 'ink'), I('perfume', 'pink', 'gold'), I('jar', 'cream', 'ink')] },
  { id: 'feature-store', title: 'Store locator teaser', kind: 'slide', backdrop: 'plinth', tint: 'pink', items: [I('jar', 'white', 'gold'), I('perfume', 'amber', 'gold'), I('lipstick', 'rose', 'ink'), I('pump', 'sage', 'white'), I('compact', 'nude', 'ink')] },

  // Video posters (1280×720)
  { id: 'poster-masterclass', title: 'Masterclass video poster', kind: 'poster', backdrop: 'disc', tint: 'pink', items: [I('brush', 'ink', 'ink'), I('palette', 'ink', 'gold'), I('compact', 'nude', 'ink'), I('sponge', 'peach')] },
];

// ---------------------------------------------------------------------------------------------------------
// Write the files and assets.json.

interface AssetEntry {
  sys: { id: string };
  fields: {
    title: { 'en-SG': string };
    description: Localized;
    file: { 'en-SG': { url: string; fileName: string; contentType: string; details: { size: number; image: { width: number; height: number } } } };
  };
}

function asset(id: string, title: string, description: Localized, content: string, width: number, height: number): AssetEntry {
  const fileName = `${id}.svg`;
  writeFileSync(join(imageDir, fileName), content);
  return {
    sys: { id },
    fields: {
      title: { 'en-SG': title },
      description,
      file: {
        'en-SG': {
          url: `/cms/${fileName}`,
          fileName,
          contentType: 'image/svg+xml',
          details: { size: Buffer.byteLength(content), image: { width, height } },
        },
      },
    },
  };
}

function main() {
  mkdirSync(imageDir, { recursive: true });
  const assets: AssetEntry[] = [];
  for (const scene of scenes) {
    const { w, h } = sizes[scene.kind];
    assets.push(asset(scene.id, scene.title, describeScene(scene), renderScene(scene), w, h));
  }
  for (const b of brands) {
    assets.push(
      asset(`logo-${b.slug}`, `${b.name} logo`, {
        'en-SG': `${b.name} logo`,
        'th-TH': `โลโก้ ${b.name}`,
        'id-ID': `Logo ${b.name}`,
        'zh-HK': `${b.name} 標誌`,
      }, renderLogo(b), 400, 160),
    );
  }
  const ids = new Set<string>();
  for (const a of assets) {
    if (ids.has(a.sys.id)) throw new Error(`duplicate asset id ${a.sys.id}`);
    ids.add(a.sys.id);
  }
  writeFileSync(assetsFile, `${JSON.stringify(assets, null, 1)}\n`);
  console.log(`wrote ${assets.length} images to public/cms/ and demo-data/content/assets.json`);
}

main();
