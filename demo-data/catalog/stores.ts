// Atelier's shops: two or three per country, in real cities at invented shop numbers. Times are the
// store's local wall-clock times in its time zone (the country's).

export interface OpeningHoursEntry {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  opens: string;
  closes: string;
}

export interface StoreSeed {
  slug: string;
  country: string;
  name: string;
  addressLine: string;
  city: string;
  /** Hong Kong has no postcodes: empty there. */
  postcode: string;
  phone: string;
  openingHours: OpeningHoursEntry[];
  timeZone: string;
  latitude: number;
  longitude: number;
  clickAndCollect: boolean;
}

/** The same hours every day of the week. */
function daily(opens: string, closes: string): OpeningHoursEntry[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));
}

/** Hours per day, Sunday first. */
function week(...days: [string, string][]): OpeningHoursEntry[] {
  return days.map(([opens, closes], day) => ({ day, opens, closes }));
}

// Australian high-street trading: late night Thursday, shorter Sunday.
const AU_HOURS = week(['10:00', '17:00'], ['09:30', '18:00'], ['09:30', '18:00'], ['09:30', '18:00'], ['09:30', '21:00'], ['09:30', '18:00'], ['09:00', '18:00']);
const NZ_HOURS = week(['10:00', '17:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '18:00'], ['09:00', '19:00'], ['09:00', '19:00'], ['09:00', '17:30']);
// Manila malls stay open an hour longer on Friday and Saturday.
const PH_HOURS = week(['10:00', '21:00'], ['10:00', '21:00'], ['10:00', '21:00'], ['10:00', '21:00'], ['10:00', '21:00'], ['10:00', '22:00'], ['10:00', '22:00']);

export const STORES: readonly StoreSeed[] = [
  // Australia
  { slug: 'atelier-pitt-street-sydney', country: 'AU', name: 'Atelier Pitt Street Mall', addressLine: 'Shop 12, 188 Pitt Street Mall', city: 'Sydney', postcode: '2000', phone: '+61 2 9221 4830', openingHours: AU_HOURS, timeZone: 'Australia/Sydney', latitude: -33.870312, longitude: 151.208197, clickAndCollect: true },
  { slug: 'atelier-bondi-junction', country: 'AU', name: 'Atelier Bondi Junction', addressLine: 'Shop 3041, Level 3, 500 Oxford Street', city: 'Bondi Junction', postcode: '2022', phone: '+61 2 9389 1175', openingHours: AU_HOURS, timeZone: 'Australia/Sydney', latitude: -33.891731, longitude: 151.250318, clickAndCollect: true },
  { slug: 'atelier-parramatta', country: 'AU', name: 'Atelier Parramatta', addressLine: 'Shop 2110, 159-175 Church Street', city: 'Parramatta', postcode: '2150', phone: '+61 2 9635 2264', openingHours: AU_HOURS, timeZone: 'Australia/Sydney', latitude: -33.817214, longitude: 151.004631, clickAndCollect: true },
  // Hong Kong
  { slug: 'atelier-central', country: 'HK', name: 'Atelier Central', addressLine: "G/F, 33 Queen's Road Central, Central", city: 'Hong Kong', postcode: '', phone: '+852 2522 8147', openingHours: daily('10:30', '22:00'), timeZone: 'Asia/Hong_Kong', latitude: 22.281621, longitude: 114.157702, clickAndCollect: true },
  { slug: 'atelier-causeway-bay', country: 'HK', name: 'Atelier Causeway Bay', addressLine: 'Shop 205, 2/F, 500 Hennessy Road, Causeway Bay', city: 'Hong Kong', postcode: '', phone: '+852 2890 6623', openingHours: daily('10:30', '22:30'), timeZone: 'Asia/Hong_Kong', latitude: 22.279903, longitude: 114.184815, clickAndCollect: true },
  { slug: 'atelier-tsim-sha-tsui', country: 'HK', name: 'Atelier Tsim Sha Tsui', addressLine: 'Shop 118, 1/F, 3 Canton Road, Tsim Sha Tsui, Kowloon', city: 'Hong Kong', postcode: '', phone: '+852 2736 5504', openingHours: daily('10:30', '22:00'), timeZone: 'Asia/Hong_Kong', latitude: 22.295503, longitude: 114.168994, clickAndCollect: true },
  // Indonesia
  { slug: 'atelier-thamrin-jakarta', country: 'ID', name: 'Atelier Thamrin', addressLine: 'Lantai 2, Jl. M.H. Thamrin No. 1, Menteng', city: 'Jakarta Pusat', postcode: '10310', phone: '+62 21 2358 4410', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Jakarta', latitude: -6.195112, longitude: 106.823021, clickAndCollect: true },
  { slug: 'atelier-senayan-jakarta', country: 'ID', name: 'Atelier Senayan', addressLine: 'Lantai 1, Jl. Asia Afrika No. 8, Gelora, Tanah Abang', city: 'Jakarta Pusat', postcode: '10270', phone: '+62 21 5790 2231', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Jakarta', latitude: -6.225014, longitude: 106.799011, clickAndCollect: true },
  { slug: 'atelier-tunjungan-surabaya', country: 'ID', name: 'Atelier Tunjungan', addressLine: 'Lantai 3, Jl. Basuki Rahmat No. 8-12, Kedungdoro, Tegalsari', city: 'Surabaya', postcode: '60261', phone: '+62 31 5311 0782', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Jakarta', latitude: -7.262487, longitude: 112.739036, clickAndCollect: true },
  // Malaysia
  { slug: 'atelier-bukit-bintang', country: 'MY', name: 'Atelier Bukit Bintang', addressLine: 'Lot 3.12, Level 3, 168 Jalan Bukit Bintang', city: 'Kuala Lumpur', postcode: '55100', phone: '+60 3-2141 8830', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Kuala_Lumpur', latitude: 3.146642, longitude: 101.711507, clickAndCollect: true },
  { slug: 'atelier-mutiara-damansara', country: 'MY', name: 'Atelier Mutiara Damansara', addressLine: 'Lot G-21, Ground Floor, 1 Jalan PJU 7/3, Mutiara Damansara', city: 'Petaling Jaya', postcode: '47800', phone: '+60 3-7725 6019', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Kuala_Lumpur', latitude: 3.157012, longitude: 101.612033, clickAndCollect: true },
  { slug: 'atelier-gurney-penang', country: 'MY', name: 'Atelier Gurney', addressLine: 'Lot 2-15, Level 2, 170 Persiaran Gurney', city: 'George Town', postcode: '10250', phone: '+60 4-228 9134', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Kuala_Lumpur', latitude: 5.437811, longitude: 100.309614, clickAndCollect: true },
  // New Zealand
  { slug: 'atelier-queen-street-auckland', country: 'NZ', name: 'Atelier Queen Street', addressLine: 'Shop 5, 205 Queen Street', city: 'Auckland', postcode: '1010', phone: '+64 9 309 4412', openingHours: NZ_HOURS, timeZone: 'Pacific/Auckland', latitude: -36.848461, longitude: 174.765412, clickAndCollect: true },
  { slug: 'atelier-lambton-quay-wellington', country: 'NZ', name: 'Atelier Lambton Quay', addressLine: 'Shop 14, 260 Lambton Quay', city: 'Wellington', postcode: '6011', phone: '+64 4 472 3096', openingHours: NZ_HOURS, timeZone: 'Pacific/Auckland', latitude: -41.282017, longitude: 174.775601, clickAndCollect: true },
  // Philippines
  { slug: 'atelier-ayala-makati', country: 'PH', name: 'Atelier Ayala Avenue', addressLine: 'Ground Floor, 6750 Ayala Avenue', city: 'Makati City', postcode: '1226', phone: '+63 2 8817 4521', openingHours: PH_HOURS, timeZone: 'Asia/Manila', latitude: 14.554729, longitude: 121.024445, clickAndCollect: true },
  { slug: 'atelier-bonifacio-high-street', country: 'PH', name: 'Atelier Bonifacio High Street', addressLine: '7th Avenue corner 28th Street, Bonifacio Global City', city: 'Taguig City', postcode: '1634', phone: '+63 2 8856 3380', openingHours: PH_HOURS, timeZone: 'Asia/Manila', latitude: 14.550921, longitude: 121.050943, clickAndCollect: true },
  { slug: 'atelier-cebu-business-park', country: 'PH', name: 'Atelier Cebu Business Park', addressLine: 'Level 2, Cebu Business Park, Archbishop Reyes Avenue', city: 'Cebu City', postcode: '6000', phone: '+63 32 231 7745', openingHours: daily('10:00', '21:00'), timeZone: 'Asia/Manila', latitude: 10.318102, longitude: 123.905018, clickAndCollect: true },
  // Singapore
  { slug: 'atelier-orchard-road', country: 'SG', name: 'Atelier Orchard Road', addressLine: '#02-18, 391 Orchard Road', city: 'Singapore', postcode: '238872', phone: '+65 6735 2210', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Singapore', latitude: 1.303914, longitude: 103.832011, clickAndCollect: true },
  { slug: 'atelier-marina-bay', country: 'SG', name: 'Atelier Marina Bay', addressLine: '#B2-45, 10 Bayfront Avenue', city: 'Singapore', postcode: '018956', phone: '+65 6688 4123', openingHours: daily('10:00', '23:00'), timeZone: 'Asia/Singapore', latitude: 1.283812, longitude: 103.859104, clickAndCollect: true },
  { slug: 'atelier-tampines', country: 'SG', name: 'Atelier Tampines', addressLine: '#01-32, 4 Tampines Central 5', city: 'Singapore', postcode: '529510', phone: '+65 6789 5521', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Singapore', latitude: 1.352508, longitude: 103.944702, clickAndCollect: true },
  // Thailand
  { slug: 'atelier-ratchaprasong', country: 'TH', name: 'Atelier Ratchaprasong', addressLine: '2nd Floor, 999 Rama I Road, Pathum Wan', city: 'Bangkok', postcode: '10330', phone: '+66 2 255 4120', openingHours: daily('10:00', '22:00'), timeZone: 'Asia/Bangkok', latitude: 13.746612, longitude: 100.539303, clickAndCollect: true },
  { slug: 'atelier-thonglor', country: 'TH', name: 'Atelier Thonglor', addressLine: '88 Sukhumvit 55 (Thong Lo), Khlong Tan Nuea, Watthana', city: 'Bangkok', postcode: '10110', phone: '+66 2 381 7745', openingHours: daily('10:00', '21:00'), timeZone: 'Asia/Bangkok', latitude: 13.732009, longitude: 100.583012, clickAndCollect: true },
  // The one shop without click and collect: a small boutique with no stock room.
  { slug: 'atelier-nimman-chiang-mai', country: 'TH', name: 'Atelier Nimman', addressLine: '45 Nimmanhaemin Road, Suthep, Mueang Chiang Mai', city: 'Chiang Mai', postcode: '50200', phone: '+66 53 894 612', openingHours: daily('11:00', '21:00'), timeZone: 'Asia/Bangkok', latitude: 18.796421, longitude: 98.967902, clickAndCollect: false },
];
