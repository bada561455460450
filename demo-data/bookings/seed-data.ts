// What every store offers in the seed: beauty services (with artists and questions), beauty classes and store
// events, in the four interface languages. Prices are in a reference currency and scaled per currency.
import type { ActivityKind } from '@/schemas/api/bookings';

export type Localized = { en: string; id: string; th: string; zh: string };

export interface SeedArtist {
  key: string;
  name: string;
  title: Localized;
}

export interface SeedQuestion {
  key: string;
  text: Localized;
  required: boolean;
}

export interface SeedActivity {
  key: string;
  kind: ActivityKind;
  name: Localized;
  summary: Localized;
  description: Localized;
  durationMinutes: number;
  /** In reference units (SGD cents); scaled by PRICE_SCALE of the currency. */
  price: number;
  capacity: number;
  /** Keys of the artists who give it (a service: one session per artist and time; a class: the first hosts). */
  artists: string[];
  questions: SeedQuestion[];
  /** Local start times of its sessions. */
  times: string[];
  /** Days of the week (0 = Sunday) it runs on; every day when absent. */
  weekdays?: number[];
  /** Only members of this Beauty Pass tier (or above) may book it: gold's invitations and custom makeovers (SPEC §6). */
  requiredTier?: 'black' | 'gold';
}

export const SEED_ARTISTS: SeedArtist[] = [
  { key: 'a', name: 'Studio Artist A', title: { en: 'Senior makeup artist', id: 'Penata rias senior', th: 'ช่างแต่งหน้าอาวุโส', zh: '資深化妝師' } },
  { key: 'b', name: 'Studio Artist B', title: { en: 'Skin therapist', id: 'Terapis kulit', th: 'นักบำบัดผิว', zh: '皮膚護理師' } },
  { key: 'c', name: 'Studio Artist C', title: { en: 'Brow specialist', id: 'Spesialis alis', th: 'ผู้เชี่ยวชาญด้านคิ้ว', zh: '眉型專家' } },
];

const skinQuestion: SeedQuestion = {
  key: 'skin',
  text: { en: 'Do you have any skin sensitivities or allergies we should know about?', id: 'Apakah Anda memiliki kulit sensitif atau alergi yang perlu kami ketahui?', th: 'คุณมีผิวแพ้ง่ายหรืออาการแพ้ที่เราควรทราบหรือไม่', zh: '你的皮膚是否有敏感或過敏情況需要我們留意？' },
  required: true,
};
const occasionQuestion: SeedQuestion = {
  key: 'occasion',
  text: { en: 'Is there an occasion or look you have in mind?', id: 'Apakah ada acara atau tampilan yang Anda inginkan?', th: 'มีโอกาสพิเศษหรือลุคที่คุณอยากได้หรือไม่', zh: '有特別的場合或想要的妝容嗎？' },
  required: false,
};

export const SEED_ACTIVITIES: SeedActivity[] = [
  {
    key: 'signature-facial',
    kind: 'service',
    name: { en: 'Signature facial', id: 'Facial khas', th: 'ทรีตเมนต์บำรุงผิวหน้าซิกเนเจอร์', zh: '招牌面部護理' },
    summary: { en: 'A deep cleanse and hydration ritual for glowing skin.', id: 'Ritual pembersihan mendalam dan hidrasi untuk kulit bercahaya.', th: 'ทำความสะอาดล้ำลึกและเติมความชุ่มชื้นเพื่อผิวเปล่งปลั่ง', zh: '深層清潔與保濕護理，讓肌膚煥發光采。' },
    description: { en: 'Our skin therapists analyse your skin, cleanse, exfoliate and finish with a mask and massage chosen for you. Arrive with a clean face if you can.', id: 'Terapis kulit kami menganalisis kulit Anda, membersihkan, mengeksfoliasi, lalu menutup dengan masker dan pijatan yang dipilih untuk Anda. Sebaiknya datang tanpa riasan.', th: 'นักบำบัดผิวของเราจะวิเคราะห์ผิว ทำความสะอาด ผลัดเซลล์ผิว และปิดท้ายด้วยมาสก์และการนวดที่เลือกมาเพื่อคุณ หากเป็นไปได้โปรดมาโดยไม่แต่งหน้า', zh: '我們的皮膚護理師會先分析你的膚質，再進行清潔、去角質，最後以為你挑選的面膜和按摩作結。如可以，請素顏前來。' },
    durationMinutes: 60,
    price: 8800,
    capacity: 1,
    artists: ['b', 'a'],
    questions: [skinQuestion, occasionQuestion],
    times: ['10:30', '13:00', '15:30', '18:00'],
  },
  {
    key: 'brow-shaping',
    kind: 'service',
    name: { en: 'Brow shaping', id: 'Pembentukan alis', th: 'จัดทรงคิ้ว', zh: '眉型修整' },
    summary: { en: 'Brows mapped, shaped and tinted to suit your face.', id: 'Alis dipetakan, dibentuk, dan diwarnai sesuai wajah Anda.', th: 'วางโครง จัดทรง และเติมสีคิ้วให้เข้ากับใบหน้าของคุณ', zh: '依你的臉型設計、修整及染色眉毛。' },
    description: { en: 'A brow specialist maps your brows, shapes them and shows you how to keep the shape at home.', id: 'Spesialis alis memetakan alis Anda, membentuknya, dan menunjukkan cara merawat bentuknya di rumah.', th: 'ผู้เชี่ยวชาญด้านคิ้วจะวางโครงคิ้ว จัดทรง และแนะนำวิธีดูแลทรงคิ้วเองที่บ้าน', zh: '眉型專家會為你設計並修整眉型，並教你在家維持眉型的方法。' },
    durationMinutes: 30,
    price: 3500,
    capacity: 1,
    artists: ['c', 'a'],
    questions: [skinQuestion],
    times: ['11:00', '12:00', '14:30', '17:00'],
  },
  {
    key: 'makeover',
    kind: 'service',
    name: { en: 'Occasion makeover', id: 'Riasan untuk acara', th: 'แต่งหน้าสำหรับโอกาสพิเศษ', zh: '場合妝容打造' },
    summary: { en: 'A full look for your event, with the products explained.', id: 'Tampilan lengkap untuk acara Anda, lengkap dengan penjelasan produk.', th: 'ลุคเต็มรูปแบบสำหรับงานของคุณ พร้อมคำแนะนำผลิตภัณฑ์', zh: '為你的活動打造完整妝容，並講解所用產品。' },
    description: { en: 'A senior makeup artist creates a complete look for your occasion and notes every product used.', id: 'Penata rias senior membuat tampilan lengkap untuk acara Anda dan mencatat setiap produk yang dipakai.', th: 'ช่างแต่งหน้าอาวุโสจะสร้างลุคที่สมบูรณ์สำหรับโอกาสของคุณ และจดรายการผลิตภัณฑ์ทุกชิ้นที่ใช้ให้', zh: '資深化妝師會為你的場合打造完整妝容，並記下每一件使用的產品。' },
    durationMinutes: 90,
    price: 12000,
    capacity: 1,
    artists: ['a'],
    questions: [occasionQuestion, skinQuestion],
    times: ['10:00', '14:00', '17:30'],
  },
  {
    key: 'skincare-class',
    kind: 'class',
    name: { en: 'Skincare basics class', id: 'Kelas dasar perawatan kulit', th: 'คลาสพื้นฐานการดูแลผิว', zh: '護膚基礎課' },
    summary: { en: 'Build a routine that works for your skin, in a small group.', id: 'Susun rutinitas yang cocok untuk kulit Anda, dalam kelompok kecil.', th: 'สร้างขั้นตอนดูแลผิวที่เหมาะกับคุณ ในกลุ่มเล็ก', zh: '以小組形式，建立適合你膚質的護膚程序。' },
    description: { en: 'Learn the order of a routine, what each step does and how to choose for your skin type. Samples to take home.', id: 'Pelajari urutan rutinitas, fungsi tiap langkah, dan cara memilih produk sesuai jenis kulit. Termasuk sampel untuk dibawa pulang.', th: 'เรียนรู้ลำดับขั้นตอน หน้าที่ของแต่ละขั้น และวิธีเลือกผลิตภัณฑ์ให้เหมาะกับสภาพผิว พร้อมตัวอย่างผลิตภัณฑ์กลับบ้าน', zh: '了解護膚步驟的次序、每一步的作用，以及如何按膚質選擇產品。附送試用裝。' },
    durationMinutes: 90,
    price: 2500,
    capacity: 8,
    artists: ['b'],
    questions: [],
    times: ['14:00'],
    weekdays: [3, 6],
  },
  {
    key: 'makeup-masterclass',
    kind: 'class',
    name: { en: 'Evening makeup masterclass', id: 'Masterclass riasan malam', th: 'มาสเตอร์คลาสแต่งหน้าสำหรับงานกลางคืน', zh: '晚宴妝大師班' },
    summary: { en: 'From day to evening: eyes, contour and a lasting lip.', id: 'Dari siang ke malam: mata, kontur, dan bibir tahan lama.', th: 'จากลุคกลางวันสู่กลางคืน: ดวงตา คอนทัวร์ และริมฝีปากติดทน', zh: '由日間妝變晚宴妝：眼妝、修容和持久唇妝。' },
    description: { en: 'A senior makeup artist demonstrates, then you practise each step at your own mirror.', id: 'Penata rias senior memperagakan, lalu Anda mempraktikkan setiap langkah di cermin Anda sendiri.', th: 'ช่างแต่งหน้าอาวุโสสาธิตให้ดู จากนั้นคุณฝึกทีละขั้นตอนที่กระจกของคุณเอง', zh: '資深化妝師示範後，你會在自己的鏡前逐步練習。' },
    durationMinutes: 120,
    price: 4500,
    capacity: 10,
    artists: ['a'],
    questions: [],
    times: ['18:30'],
    weekdays: [4],
  },
  {
    key: 'fragrance-evening',
    kind: 'event',
    name: { en: 'Fragrance discovery evening', id: 'Malam penjelajahan wewangian', th: 'ค่ำคืนค้นหาน้ำหอม', zh: '香氛探索之夜' },
    summary: { en: 'Find your signature scent with our fragrance team.', id: 'Temukan aroma khas Anda bersama tim wewangian kami.', th: 'ค้นหากลิ่นประจำตัวของคุณกับทีมน้ำหอมของเรา', zh: '與我們的香氛團隊一起找出屬於你的香氣。' },
    description: { en: 'An evening of scent families, layering and testing, with light refreshments. Free to attend; registration needed.', id: 'Malam mengenal keluarga aroma, teknik layering, dan mencoba wewangian, dengan hidangan ringan. Gratis; perlu mendaftar.', th: 'ค่ำคืนแห่งการรู้จักตระกูลกลิ่น การเลเยอร์ และการทดลองกลิ่น พร้อมของว่าง เข้าร่วมฟรี ต้องลงทะเบียน', zh: '認識香調家族、學習疊香並試香的一晚，備有輕食。免費參加，須登記。' },
    durationMinutes: 120,
    price: 0,
    capacity: 20,
    artists: [],
    questions: [],
    times: ['19:00'],
    weekdays: [5],
  },
  {
    key: 'gold-custom-makeover',
    kind: 'service',
    name: { en: 'Custom makeover (Beauty Pass Gold)', id: 'Makeover personal (Beauty Pass Gold)', th: 'เมคโอเวอร์เฉพาะคุณ (Beauty Pass Gold)', zh: '專屬造型改造（Beauty Pass Gold）' },
    summary: { en: 'A complimentary full look designed around you, for Gold members.', id: 'Tampilan lengkap yang dirancang khusus untuk Anda, gratis bagi member Gold.', th: 'ลุคเต็มรูปแบบที่ออกแบบเพื่อคุณโดยเฉพาะ ฟรีสำหรับสมาชิกระดับโกลด์', zh: '為你度身設計的完整妝容，Gold 會員免費尊享。' },
    description: { en: 'Ninety minutes with a senior artist: skin preparation, a day and an evening look, and a written routine to take home. A Beauty Pass Gold perk.', id: 'Sembilan puluh menit bersama penata rias senior: persiapan kulit, tampilan siang dan malam, serta rutinitas tertulis untuk dibawa pulang. Fasilitas Beauty Pass Gold.', th: 'เก้าสิบนาทีกับช่างแต่งหน้าอาวุโส เตรียมผิว ลุคกลางวันและกลางคืน พร้อมขั้นตอนการแต่งหน้าให้นำกลับบ้าน สิทธิพิเศษของ Beauty Pass Gold', zh: '與資深化妝師共度九十分鐘：肌膚打底、日間及晚間妝容，並附書面護理步驟帶回家。Beauty Pass Gold 禮遇。' },
    durationMinutes: 90,
    price: 0,
    capacity: 1,
    artists: ['a'],
    questions: [occasionQuestion],
    times: ['11:00', '15:00'],
    weekdays: [2, 4, 6],
    requiredTier: 'gold',
  },
  {
    key: 'gold-members-evening',
    kind: 'event',
    name: { en: 'Gold members’ evening (by invitation)', id: 'Malam member Gold (dengan undangan)', th: 'ค่ำคืนสมาชิกโกลด์ (เฉพาะผู้ได้รับเชิญ)', zh: 'Gold 會員之夜（憑邀請）' },
    summary: { en: 'An invitation-only preview for Beauty Pass Gold members.', id: 'Pratinjau khusus undangan untuk member Beauty Pass Gold.', th: 'งานพรีวิวเฉพาะผู้ได้รับเชิญสำหรับสมาชิก Beauty Pass Gold', zh: 'Beauty Pass Gold 會員專屬的邀請制預覽活動。' },
    description: { en: 'New arrivals before anyone else, artists on hand and a gift to take home. Gold members are invited; registration needed.', id: 'Produk terbaru sebelum yang lain, penata rias siap membantu, dan hadiah untuk dibawa pulang. Member Gold diundang; perlu mendaftar.', th: 'ได้ชมสินค้าใหม่ก่อนใคร มีช่างแต่งหน้าคอยให้คำแนะนำ และของขวัญกลับบ้าน สมาชิกโกลด์ได้รับเชิญ ต้องลงทะเบียน', zh: '搶先見識新品，化妝師現場指導，更有禮品帶回家。誠邀 Gold 會員，須登記。' },
    durationMinutes: 120,
    price: 0,
    capacity: 15,
    artists: [],
    questions: [],
    times: ['19:00'],
    weekdays: [3],
    requiredTier: 'gold',
  },
  {
    key: 'new-season-launch',
    kind: 'event',
    name: { en: 'New season launch', id: 'Peluncuran musim baru', th: 'งานเปิดตัวคอลเลกชันใหม่', zh: '新季度發佈會' },
    summary: { en: 'Be first to try the new season collections.', id: 'Jadilah yang pertama mencoba koleksi musim baru.', th: 'เป็นคนแรกที่ได้ลองคอลเลกชันใหม่', zh: '搶先試用新季度系列。' },
    description: { en: 'Demonstrations every half hour, members-only offers and a gift with your registration.', id: 'Demonstrasi setiap setengah jam, penawaran khusus member, dan hadiah untuk setiap pendaftaran.', th: 'สาธิตทุกครึ่งชั่วโมง ข้อเสนอพิเศษสำหรับสมาชิก และของขวัญเมื่อลงทะเบียน', zh: '每半小時一場示範，會員專屬優惠，登記即送禮品。' },
    durationMinutes: 180,
    price: 0,
    capacity: 30,
    artists: [],
    questions: [],
    times: ['11:00'],
    weekdays: [0],
  },
];

/** Seed price scale per currency (reference: SGD); a currency not listed keeps the reference amount. */
export const PRICE_SCALE: Record<string, number> = { SGD: 1, AUD: 1.1, NZD: 1.2, HKD: 6, MYR: 3.5, PHP: 42, THB: 27, IDR: 120 };

/** The rolling window of sessions the seed keeps: days before the store's today (past sessions) and after it. */
export const SESSION_WINDOW = { pastDays: 3, futureDays: 35 } as const;
