// The category tree: six top categories, their categories (the slugs the CMS category pages use,
// demo-data/content/entries/pages-categories.json) and sub-categories. Order here is display order.
import { l10n, type L10n } from './l10n';

export interface CategorySeed {
  slug: string;
  name: L10n;
  children?: CategorySeed[];
}

const c = (slug: string, name: L10n, children?: CategorySeed[]): CategorySeed => ({ slug, name, children });

export const CATEGORY_TREE: readonly CategorySeed[] = [
  c('makeup', l10n('Makeup', 'เมคอัพ', 'Makeup', '彩妝'), [
    c('face', l10n('Face', 'ใบหน้า', 'Wajah', '面部'), [
      c('foundation', l10n('Foundation', 'รองพื้น', 'Foundation', '粉底')),
      c('concealer', l10n('Concealer', 'คอนซีลเลอร์', 'Concealer', '遮瑕')),
      c('powder', l10n('Powder', 'แป้ง', 'Bedak', '粉餅及蜜粉')),
      c('blush', l10n('Blush', 'บลัชออน', 'Blush', '胭脂')),
      c('bronzer', l10n('Bronzer & contour', 'บรอนเซอร์และคอนทัวร์', 'Bronzer & kontur', '古銅及修容')),
      c('highlighter', l10n('Highlighter', 'ไฮไลท์', 'Highlighter', '高光')),
      c('primer', l10n('Primer', 'ไพรเมอร์', 'Primer', '妝前底霜')),
      c('setting-spray', l10n('Setting spray', 'สเปรย์ล็อกเมคอัพ', 'Setting spray', '定妝噴霧')),
    ]),
    c('eyes', l10n('Eyes', 'ดวงตา', 'Mata', '眼部'), [
      c('eyeshadow', l10n('Eyeshadow', 'อายแชโดว์', 'Eyeshadow', '眼影')),
      c('mascara', l10n('Mascara', 'มาสคาร่า', 'Maskara', '睫毛液')),
      c('eyeliner', l10n('Eyeliner', 'อายไลเนอร์', 'Eyeliner', '眼線')),
      c('brows', l10n('Brows', 'คิ้ว', 'Alis', '眉妝')),
    ]),
    c('lips', l10n('Lips', 'ริมฝีปาก', 'Bibir', '唇部'), [
      c('lipstick', l10n('Lipstick', 'ลิปสติก', 'Lipstik', '唇膏')),
      c('lip-gloss', l10n('Lip gloss', 'ลิปกลอส', 'Lip gloss', '唇彩')),
      c('lip-liner', l10n('Lip liner', 'ลิปไลเนอร์', 'Lip liner', '唇線筆')),
      c('lip-care', l10n('Lip care', 'ลิปบาล์มและบำรุงริมฝีปาก', 'Perawatan bibir', '潤唇護理')),
    ]),
    c('nails', l10n('Nails', 'เล็บ', 'Kuku', '指甲'), [
      c('nail-colour', l10n('Nail colour', 'สีทาเล็บ', 'Cat kuku', '指甲油')),
      c('nail-care', l10n('Nail care', 'บำรุงเล็บ', 'Perawatan kuku', '護甲')),
    ]),
  ]),
  c('skincare', l10n('Skincare', 'สกินแคร์', 'Skincare', '護膚'), [
    c('cleansers', l10n('Cleansers', 'คลีนเซอร์', 'Pembersih wajah', '潔面'), [
      c('cleansing-balms', l10n('Cleansing balms & oils', 'คลีนซิ่งบาล์มและออยล์', 'Cleansing balm & oil', '卸妝膏及卸妝油')),
      c('face-wash', l10n('Face wash', 'โฟมและเจลล้างหน้า', 'Sabun wajah', '洗面乳')),
      c('exfoliators', l10n('Exfoliators', 'ผลิตภัณฑ์ผลัดเซลล์ผิว', 'Eksfoliator', '去角質')),
    ]),
    c('moisturisers', l10n('Moisturisers', 'มอยส์เจอไรเซอร์', 'Pelembap', '保濕'), [
      c('day-cream', l10n('Day cream', 'เดย์ครีม', 'Krim siang', '日霜')),
      c('night-cream', l10n('Night cream', 'ไนท์ครีม', 'Krim malam', '晚霜')),
      c('eye-cream', l10n('Eye cream', 'อายครีม', 'Krim mata', '眼霜')),
    ]),
    c('serums', l10n('Serums & treatments', 'เซรั่มและทรีตเมนต์', 'Serum & perawatan', '精華及修護'), [
      c('face-serums', l10n('Face serums', 'เซรั่มบำรุงผิวหน้า', 'Serum wajah', '面部精華')),
      c('face-oils', l10n('Face oils', 'ออยล์บำรุงผิวหน้า', 'Minyak wajah', '面部護膚油')),
      c('face-masks', l10n('Face masks', 'มาสก์หน้า', 'Masker wajah', '面膜')),
      c('toners-essences', l10n('Toners & essences', 'โทนเนอร์และเอสเซนส์', 'Toner & esens', '爽膚水及精華水')),
    ]),
    c('suncare', l10n('Suncare', 'กันแดด', 'Tabir surya', '防曬'), [
      c('face-sunscreen', l10n('Face sunscreen', 'กันแดดสำหรับผิวหน้า', 'Sunscreen wajah', '面部防曬')),
      c('body-sunscreen', l10n('Body sunscreen', 'กันแดดสำหรับผิวกาย', 'Sunscreen tubuh', '身體防曬')),
      c('after-sun', l10n('After sun', 'ผลิตภัณฑ์หลังออกแดด', 'Perawatan setelah berjemur', '曬後修護')),
    ]),
    c('sets', l10n('Sets', 'เซ็ตผลิตภัณฑ์', 'Set', '套裝'), [
      c('discovery-sets', l10n('Discovery sets', 'ชุดทดลอง', 'Set discovery', '體驗套裝')),
    ]),
  ]),
  c('fragrance', l10n('Fragrance', 'น้ำหอม', 'Parfum', '香水'), [
    c('women', l10n('For her', 'สำหรับผู้หญิง', 'Untuk wanita', '女士香水'), [
      c('eau-de-parfum', l10n('Eau de parfum', 'โอ เดอ พาร์ฟูม', 'Eau de parfum', '淡香精')),
      c('eau-de-toilette', l10n('Eau de toilette', 'โอ เดอ ทอยเลตต์', 'Eau de toilette', '淡香水')),
      c('body-mist', l10n('Body mist', 'บอดี้มิสต์', 'Body mist', '香體噴霧')),
    ]),
    c('men', l10n('For him', 'สำหรับผู้ชาย', 'Untuk pria', '男士香水'), [
      c('eau-de-parfum', l10n('Eau de parfum', 'โอ เดอ พาร์ฟูม', 'Eau de parfum', '淡香精')),
      c('eau-de-toilette', l10n('Eau de toilette', 'โอ เดอ ทอยเลตต์', 'Eau de toilette', '淡香水')),
    ]),
    c('unisex', l10n('Unisex', 'ยูนิเซ็กซ์', 'Uniseks', '中性香水'), [
      c('eau-de-parfum', l10n('Eau de parfum', 'โอ เดอ พาร์ฟูม', 'Eau de parfum', '淡香精')),
      c('perfume-oil', l10n('Perfume oil', 'น้ำหอมออยล์', 'Minyak parfum', '香油')),
    ]),
  ]),
  c('hair', l10n('Hair', 'ผลิตภัณฑ์ดูแลเส้นผม', 'Perawatan rambut', '護髮'), [
    c('shampoo-conditioner', l10n('Shampoo & conditioner', 'แชมพูและครีมนวด', 'Sampo & kondisioner', '洗髮及護髮素'), [
      c('shampoo', l10n('Shampoo', 'แชมพู', 'Sampo', '洗髮水')),
      c('conditioner', l10n('Conditioner', 'ครีมนวดผม', 'Kondisioner', '護髮素')),
    ]),
    c('treatments', l10n('Treatments & masks', 'ทรีตเมนต์และมาสก์ผม', 'Perawatan & masker', '髮膜及護理'), [
      c('hair-masks', l10n('Hair masks', 'มาสก์ผม', 'Masker rambut', '髮膜')),
      c('hair-oils', l10n('Hair oils', 'ออยล์บำรุงผม', 'Minyak rambut', '護髮油')),
      c('scalp-care', l10n('Scalp care', 'ดูแลหนังศีรษะ', 'Perawatan kulit kepala', '頭皮護理')),
    ]),
    c('styling', l10n('Styling', 'จัดแต่งทรงผม', 'Penata rambut', '造型產品'), [
      c('styling-creams', l10n('Creams & gels', 'ครีมและเจลจัดแต่งผม', 'Krim & gel rambut', '造型乳及啫喱')),
      c('hairspray', l10n('Hairspray', 'สเปรย์จัดแต่งทรงผม', 'Hairspray', '定型噴霧')),
      c('heat-protection', l10n('Heat protection', 'ปกป้องผมจากความร้อน', 'Pelindung panas', '熱力保護')),
    ]),
  ]),
  c('bath-body', l10n('Bath & body', 'ผลิตภัณฑ์อาบน้ำและดูแลผิวกาย', 'Bath & body', '沐浴及身體護理'), [
    c('body-wash', l10n('Body wash', 'ครีมอาบน้ำ', 'Sabun mandi', '沐浴露'), [
      c('shower-gel', l10n('Shower gel', 'เจลอาบน้ำ', 'Sabun cair', '沐浴啫喱')),
      c('body-scrub', l10n('Body scrub', 'สครับผิวกาย', 'Scrub tubuh', '身體磨砂')),
      c('bath-soak', l10n('Bath salts & soaks', 'เกลือแช่ตัว', 'Garam mandi', '浴鹽')),
    ]),
    c('body-moisturisers', l10n('Body moisturisers', 'บำรุงผิวกาย', 'Pelembap tubuh', '身體保濕'), [
      c('body-lotion', l10n('Body lotion', 'โลชั่นบำรุงผิวกาย', 'Losion tubuh', '身體乳')),
      c('body-oil', l10n('Body oil', 'ออยล์บำรุงผิวกาย', 'Minyak tubuh', '身體油')),
      c('body-butter', l10n('Body butter', 'บอดี้บัตเตอร์', 'Body butter', '身體霜')),
    ]),
    c('hand-care', l10n('Hand care', 'ดูแลมือ', 'Perawatan tangan', '手部護理'), [
      c('hand-cream', l10n('Hand cream', 'ครีมทามือ', 'Krim tangan', '護手霜')),
      c('hand-wash', l10n('Hand wash', 'สบู่ล้างมือ', 'Sabun tangan', '洗手液')),
    ]),
  ]),
  c('tools', l10n('Tools & brushes', 'อุปกรณ์และแปรงแต่งหน้า', 'Alat & kuas', '美妝工具及掃具'), [
    c('brushes', l10n('Brushes', 'แปรงแต่งหน้า', 'Kuas', '化妝掃'), [
      c('face-brushes', l10n('Face brushes', 'แปรงสำหรับผิวหน้า', 'Kuas wajah', '面部化妝掃')),
      c('eye-brushes', l10n('Eye brushes', 'แปรงแต่งตา', 'Kuas mata', '眼部化妝掃')),
      c('brush-sets', l10n('Brush sets', 'เซ็ตแปรง', 'Set kuas', '化妝掃套裝')),
    ]),
    c('sponges', l10n('Sponges & applicators', 'ฟองน้ำและพัฟ', 'Spons & aplikator', '海綿及粉撲'), [
      c('makeup-sponges', l10n('Makeup sponges', 'ฟองน้ำแต่งหน้า', 'Spons makeup', '化妝海綿')),
      c('powder-puffs', l10n('Powder puffs', 'พัฟแป้ง', 'Puff bedak', '粉撲')),
    ]),
    c('devices', l10n('Beauty devices', 'อุปกรณ์ความงาม', 'Alat kecantikan', '美容儀器'), [
      c('cleansing-devices', l10n('Cleansing devices', 'เครื่องล้างหน้า', 'Alat pembersih wajah', '潔面儀')),
      c('facial-tools', l10n('Facial tools', 'อุปกรณ์นวดหน้า', 'Alat pijat wajah', '面部按摩工具')),
      c('hair-tools', l10n('Hair tools', 'อุปกรณ์จัดแต่งทรงผม', 'Alat penata rambut', '美髮工具')),
    ]),
  ]),
];

export interface FlatCategory {
  path: string;
  parentPath: string | null;
  slug: string;
  level: number;
  name: L10n;
  position: number;
}

/** The tree as rows, parents before children. */
export function flattenCategories(tree: readonly CategorySeed[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: readonly CategorySeed[], parentPath: string | null, level: number) => {
    nodes.forEach((node, position) => {
      const path = parentPath ? `${parentPath}/${node.slug}` : node.slug;
      out.push({ path, parentPath, slug: node.slug, level, name: node.name, position });
      if (node.children) walk(node.children, path, level + 1);
    });
  };
  walk(tree, null, 1);
  return out;
}
