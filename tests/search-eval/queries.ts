// The judged query set: what shoppers type in each language, and which products of the default
// (450-product) demo catalogue they expect. The judging rules are in README.md beside this file:
// each query names the products it expects by a rule over the generated catalogue (product type,
// category, brand, shade, attribute, words of the name), never by what the engine returns.
// judge.ts turns the rules into slugs (only products sold in the language's country count).

export type EvalLang = 'en' | 'id' | 'th' | 'zh';

/** All conditions of one rule must hold; a query's rules are alternatives (a product matching any one is relevant). */
export interface Rule {
  /** Product type(s) of the generator (templates.ts), e.g. 'lipstick'. */
  type?: string | string[];
  /** A category path or path prefix, e.g. 'fragrance/women'. */
  cat?: string;
  /** Brand slug. */
  brand?: string;
  /** Text the product's name contains in one of its languages (case and accents ignored). */
  name?: string;
  /** Text one of its shade names contains (case ignored). */
  shade?: string;
  /** An attribute and one of the values it may have, e.g. ['spf', '50', '50+']. */
  attr?: [key: string, ...values: string[]];
}

export type QueryKind = 'type' | 'typo' | 'brand' | 'shade' | 'attribute' | 'ingredient' | 'name' | 'category' | 'mixed-script' | 'synonym';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  expect: Rule[];
}

const q = (text: string, kind: QueryKind, ...expect: Rule[]): JudgedQuery => ({ q: text, kind, expect });

// Shorthands for the rules used most.
const LIPSTICK: Rule = { type: 'lipstick' };
const MASCARA: Rule = { type: 'mascara' };
const FOUNDATION: Rule = { type: 'foundation' };
const SUNSCREEN: Rule = { type: 'sunscreen' };
const SHAMPOO: Rule[] = [{ type: 'shampoo' }, { name: 'dry shampoo' }];
const PERFUME: Rule = { type: ['perfume', 'perfume-oil'] };
const matte = (type: string): Rule[] => [{ type, attr: ['finish', 'matte'] }, { type, name: 'matte' }];
const waterproof = (type: string): Rule[] => [{ type, attr: ['benefit', 'waterproof'] }, { type, name: 'waterproof' }];
const spf50 = (type?: string): Rule[] => [{ type, attr: ['spf', '50', '50+'] }, { type, name: 'spf 50' }];
const ingredient = (key: string, ...names: string[]): Rule[] => [{ attr: ['keyIngredient', key] }, ...names.map((name) => ({ name }))];
const vitaminCSerum: Rule[] = [{ type: 'serum', attr: ['keyIngredient', 'vitamin-c'] }, { type: 'serum', name: 'vitamin c' }];
const brand = (slug: string): Rule => ({ brand: slug });

export const JUDGED_QUERIES: Record<EvalLang, JudgedQuery[]> = {
  // Singapore, in English.
  en: [
    q('lipstick', 'type', LIPSTICK),
    q('lipstik', 'typo', LIPSTICK),
    q('lipstcik', 'typo', LIPSTICK),
    q('mascarra', 'typo', MASCARA),
    q('foundaton', 'typo', FOUNDATION),
    q('conceler', 'typo', { type: 'concealer' }),
    q('sunscren', 'typo', SUNSCREEN),
    q('shampo', 'typo', ...SHAMPOO),
    q('concealer', 'type', { type: 'concealer' }),
    q('sunscreen', 'type', SUNSCREEN),
    q('shampoo', 'type', ...SHAMPOO),
    q('moisturizer', 'type', { type: 'cream' }),
    q('eyeliner', 'category', { cat: 'makeup/eyes/eyeliner' }),
    q('eye liner', 'category', { cat: 'makeup/eyes/eyeliner' }),
    q('lip gloss', 'type', { type: 'gloss' }),
    q('nail polish', 'synonym', { type: 'nail' }),
    q('perfume', 'synonym', PERFUME),
    q('hair oil', 'type', { type: 'hair-oil' }),
    q('body lotion', 'type', { type: 'lotion' }),
    q('hand cream', 'type', { type: 'hand-cream' }),
    q('makeup brush', 'category', { cat: 'tools/brushes' }),
    q('eau de toilette', 'category', { name: 'eau de toilette' }),
    q('sleeping mask', 'name', { name: 'sleeping mask' }),
    q('cleansing balm', 'name', { name: 'cleansing balm' }),
    q('Maison Lumière', 'brand', brand('maison-lumiere')),
    q('maison lumiere', 'brand', brand('maison-lumiere')),
    q('Velvet & Vine', 'brand', brand('velvet-and-vine')),
    q('tidewater', 'brand', brand('tidewater-sun')),
    q('kaya botanic', 'brand', brand('kaya-botanics')),
    q('hanami', 'brand', brand('hanami-skin')),
    q('classic red', 'shade', { shade: 'classic red' }),
    q('classic red lipstick', 'shade', { type: 'lipstick', shade: 'classic red' }),
    q('poppy', 'shade', { shade: 'poppy' }),
    q('porcelain foundation', 'shade', { type: 'foundation', shade: 'porcelain' }),
    q('nude lipstick', 'shade', { type: 'lipstick', shade: 'nude' }),
    q('matte lipstick', 'attribute', ...matte('lipstick')),
    q('matte foundation', 'attribute', ...matte('foundation')),
    q('spf 50', 'attribute', ...spf50()),
    q('waterproof mascara', 'attribute', ...waterproof('mascara')),
    q('vegan lipstick', 'attribute', { type: 'lipstick', attr: ['preferences', 'vegan'] }),
    q('vitamin c serum', 'ingredient', ...vitaminCSerum),
    q('niacinamide', 'ingredient', ...ingredient('niacinamide', 'niacinamide')),
    q('retinal', 'ingredient', ...ingredient('retinal', 'retinal')),
    q('centella', 'ingredient', ...ingredient('centella', 'centella', 'cica')),
    q('oud', 'ingredient', { attr: ['keyNotes', 'oud'] }, { name: 'oud' }),
    q('rose perfume', 'attribute', { type: ['perfume', 'perfume-oil'], attr: ['keyNotes', 'rose'] }),
    q('Velvet Matte Lipstick', 'name', { name: 'velvet matte lipstick' }),
    q('gua sha', 'name', { name: 'gua sha' }),
    q('dry shampoo', 'name', { name: 'dry shampoo' }),
  ],

  // Indonesia, in Indonesian.
  id: [
    q('lipstik', 'type', LIPSTICK),
    q('lipstick', 'type', LIPSTICK),
    q('lipstik matte', 'attribute', ...matte('lipstick')),
    q('maskara', 'type', MASCARA),
    q('maskara tahan air', 'synonym', ...waterproof('mascara')),
    q('bedak', 'type', { type: 'powder' }),
    q('sampo', 'type', ...SHAMPOO),
    q('sampoo', 'typo', ...SHAMPOO),
    q('kondisioner', 'type', { type: 'conditioner' }),
    q('kondisoner', 'typo', { type: 'conditioner' }),
    q('pelembap', 'category', { cat: 'skincare/moisturisers' }),
    q('pelembab', 'typo', { cat: 'skincare/moisturisers' }),
    q('tabir surya', 'category', SUNSCREEN),
    q('sunscreen spf 50', 'attribute', ...spf50('sunscreen')),
    q('masker wajah', 'category', { type: 'mask' }),
    q('masker rambut', 'category', { type: 'hair-mask' }),
    q('parfum', 'category', PERFUME),
    q('parfum wanita', 'category', { cat: 'fragrance/women' }),
    q('parfum pria', 'category', { cat: 'fragrance/men' }),
    q('cat kuku', 'category', { type: 'nail' }),
    q('kutek', 'synonym', { type: 'nail' }),
    q('pensil alis', 'name', { type: 'brow', name: 'pencil' }),
    q('alis', 'category', { cat: 'makeup/eyes/brows' }),
    q('krim malam', 'category', { cat: 'skincare/moisturisers/night-cream' }),
    q('krim mata', 'category', { type: 'eye-cream' }),
    q('sabun cair', 'category', { type: 'body-wash' }),
    q('losion tubuh', 'category', { type: 'lotion' }),
    q('minyak rambut', 'category', { type: 'hair-oil' }),
    q('minyak wajah', 'category', { type: 'face-oil' }),
    q('scrub tubuh', 'category', { type: 'body-scrub' }),
    q('kuas', 'category', { cat: 'tools/brushes' }),
    q('kuas foundation', 'name', { name: 'foundation brush' }),
    q('palet eyeshadow', 'type', { type: 'palette' }),
    q('lip gloss', 'type', { type: 'gloss' }),
    q('serum vitamin c', 'ingredient', ...vitaminCSerum),
    q('niacinamide', 'ingredient', ...ingredient('niacinamide', 'niacinamide')),
    q('sampo anti ketombe', 'synonym', { name: 'anti-dandruff' }, { type: 'shampoo', attr: ['hairConcern', 'dandruff'] }),
    q('foundation matte', 'attribute', ...matte('foundation')),
    q('Maison Lumière', 'brand', brand('maison-lumiere')),
    q('kaya botanics', 'brand', brand('kaya-botanics')),
    q('daon lab', 'brand', brand('daon-lab')),
    q('jade terrace', 'brand', brand('jade-terrace')),
    q('rue cerise', 'brand', brand('rue-cerise')),
    q('classic red', 'shade', { shade: 'classic red' }),
    q('lipstik merah', 'synonym', { type: 'lipstick', shade: 'red' }),
  ],

  // Thailand, in Thai.
  th: [
    q('ลิปสติก', 'type', LIPSTICK),
    q('ลิปติก', 'typo', LIPSTICK),
    q('ลิปสติกแมตต์', 'attribute', ...matte('lipstick')),
    q('มาสคาร่า', 'type', MASCARA),
    q('มาสคาร่ากันน้ำ', 'attribute', ...waterproof('mascara')),
    q('รองพื้น', 'type', FOUNDATION),
    q('รองพื้นแมตต์', 'attribute', ...matte('foundation')),
    q('กันแดด', 'type', SUNSCREEN),
    q('แชมพู', 'type', ...SHAMPOO),
    q('ครีมนวดผม', 'type', { type: 'conditioner' }),
    q('น้ำหอม', 'category', { cat: 'fragrance' }),
    q('น้ำหอมผู้หญิง', 'category', { cat: 'fragrance/women' }),
    q('น้ำหอมผู้ชาย', 'category', { cat: 'fragrance/men' }),
    q('เซรั่ม', 'type', { type: 'serum' }),
    q('เซรั่มวิตามินซี', 'ingredient', ...vitaminCSerum),
    q('มาสก์หน้า', 'type', { type: 'mask' }),
    q('สลีปปิ้งมาสก์', 'name', { name: 'sleeping mask' }),
    q('มาสก์ผม', 'type', { type: 'hair-mask' }),
    q('อายไลเนอร์', 'category', { cat: 'makeup/eyes/eyeliner' }),
    q('ลิปกลอส', 'type', { type: 'gloss' }),
    q('ลิปบาล์ม', 'type', { type: 'lip-balm' }),
    q('บลัชออน', 'type', { type: 'blush' }),
    q('แป้ง', 'category', { cat: 'makeup/face/powder' }),
    q('คอนซีลเลอร์', 'type', { type: 'concealer' }),
    q('อายแชโดว์', 'type', { type: 'palette' }),
    q('สีทาเล็บ', 'type', { type: 'nail' }),
    q('โลชั่น', 'type', { type: 'lotion' }),
    q('เจลอาบน้ำ', 'type', { type: 'body-wash' }),
    q('สครับ', 'type', { type: 'body-scrub' }, { name: 'scrub' }),
    q('ออยล์บำรุงผม', 'type', { type: 'hair-oil' }),
    q('แปรงแต่งหน้า', 'category', { cat: 'tools/brushes' }),
    q('ไนท์ครีม', 'category', { cat: 'skincare/moisturisers/night-cream' }),
    q('อายครีม', 'type', { type: 'eye-cream' }),
    q('ใบบัวบก', 'ingredient', ...ingredient('centella', 'centella', 'cica')),
    q('ข้าวหมัก', 'ingredient', ...ingredient('rice-ferment', 'rice ferment')),
    q('Maison Lumière รองพื้น', 'mixed-script', { brand: 'maison-lumiere', type: 'foundation' }),
    q('Atelier Collection ลิปสติก', 'mixed-script', { brand: 'atelier-collection', type: 'lipstick' }),
    q('Tidewater กันแดด', 'mixed-script', { brand: 'tidewater-sun', type: 'sunscreen' }),
    q('มาสคาร่า waterproof', 'mixed-script', ...waterproof('mascara')),
    q('เซรั่ม niacinamide', 'mixed-script', { type: 'serum', attr: ['keyIngredient', 'niacinamide'] }, { type: 'serum', name: 'niacinamide' }),
    q('ลิปสติก Classic Red', 'mixed-script', { type: 'lipstick', shade: 'classic red' }),
    q('กันแดด spf50', 'mixed-script', ...spf50('sunscreen')),
    q('Maison Lumière', 'brand', brand('maison-lumiere')),
    q('kaya botanics', 'brand', brand('kaya-botanics')),
    q('velvet & vine', 'brand', brand('velvet-and-vine')),
    q('ลิปสติกสีแดง', 'synonym', { type: 'lipstick', shade: 'red' }),
  ],

  // Hong Kong, in (traditional) Chinese.
  zh: [
    q('唇膏', 'type', LIPSTICK, { name: '唇膏' }),
    q('霧面唇膏', 'attribute', ...matte('lipstick')),
    q('睫毛液', 'type', MASCARA),
    q('防水睫毛液', 'attribute', ...waterproof('mascara')),
    q('粉底液', 'type', FOUNDATION),
    q('粉底', 'type', FOUNDATION),
    q('防曬', 'type', SUNSCREEN),
    q('洗髮水', 'type', ...SHAMPOO),
    q('護髮素', 'type', { type: 'conditioner' }),
    q('香水', 'category', { cat: 'fragrance' }),
    q('女士香水', 'category', { cat: 'fragrance/women' }),
    q('男士香水', 'category', { cat: 'fragrance/men' }),
    q('精華', 'type', { type: 'serum' }),
    q('維他命C精華', 'ingredient', ...vitaminCSerum),
    q('面膜', 'type', { type: 'mask' }),
    q('睡眠面膜', 'name', { name: 'sleeping mask' }),
    q('髮膜', 'type', { type: 'hair-mask' }),
    q('眼線', 'category', { cat: 'makeup/eyes/eyeliner' }),
    q('唇蜜', 'type', { type: 'gloss' }),
    q('潤唇膏', 'type', { type: 'lip-balm' }),
    q('胭脂', 'type', { type: 'blush' }),
    q('遮瑕', 'type', { type: 'concealer' }),
    q('眼影', 'type', { type: 'palette' }),
    q('指甲油', 'type', { type: 'nail' }),
    q('身體乳', 'type', { type: 'lotion' }),
    q('沐浴啫喱', 'type', { type: 'body-wash' }),
    q('護髮油', 'type', { type: 'hair-oil' }),
    q('化妝掃', 'category', { cat: 'tools/brushes' }),
    q('晚霜', 'category', { cat: 'skincare/moisturisers/night-cream' }),
    q('眼霜', 'type', { type: 'eye-cream' }),
    q('面霜', 'type', { type: 'cream' }),
    q('洗面乳', 'category', { cat: 'skincare/cleansers/face-wash' }),
    q('卸妝油', 'name', { name: 'cleansing oil' }),
    q('積雪草', 'ingredient', ...ingredient('centella', 'centella', 'cica')),
    q('沉香', 'ingredient', { attr: ['keyNotes', 'oud'] }, { name: 'oud' }),
    q('玫瑰香水', 'attribute', { type: ['perfume', 'perfume-oil'], attr: ['keyNotes', 'rose'] }),
    q('防曬 SPF50', 'mixed-script', ...spf50('sunscreen')),
    q('Maison Lumière 粉底', 'mixed-script', { brand: 'maison-lumiere', type: 'foundation' }),
    q('Atelier Collection 唇膏', 'mixed-script', { brand: 'atelier-collection', type: 'lipstick' }),
    q('Classic Red 唇膏', 'mixed-script', { type: 'lipstick', shade: 'classic red' }),
    q('Maison Lumière', 'brand', brand('maison-lumiere')),
    q('hanami skin', 'brand', brand('hanami-skin')),
    q('紅色唇膏', 'synonym', { type: 'lipstick', shade: 'red' }),
    q('口紅', 'synonym', LIPSTICK),
    q('洗发水', 'synonym', ...SHAMPOO),
  ],
};

/** The country each language's queries are run in (the language is the request's). */
export const EVAL_COUNTRY: Record<EvalLang, string> = { en: 'SG', id: 'ID', th: 'TH', zh: 'HK' };
