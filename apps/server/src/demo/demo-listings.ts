import type { Unit } from '@kisansetu/contract';

/** The crops of the home page's Most Searched buttons; each has its own generated photo. */
export const DEMO_CROPS = [
  'potato',
  'wheat',
  'rice',
  'sugar',
  'saffron',
  'coffee',
  'grains',
  'tomato',
  'maize',
  'corn',
  'basmati',
] as const;
export type DemoCrop = (typeof DEMO_CROPS)[number];

export interface DemoListing {
  /** Index into DEMO_PEOPLE (the first four are the sellers). */
  seller: 0 | 1 | 2 | 3;
  crop: DemoCrop;
  productName: string;
  price: number;
  unit: Unit;
  quantity: number;
  address: string;
  /** The address's PIN code; null would leave the listing to be placed by its address. */
  pincode: string | null;
  inStock: boolean;
  description: string;
}

type Row = [DemoListing['seller'], DemoCrop, string, number, Unit, number, string, boolean, string];

/**
 * About sixty listings from the districts each crop really comes from, at mandi prices of the 2024–25 season (₹ per
 * unit: wheat and paddy near their MSP per quintal, vegetables per kg, saffron per kg at ₹2.4–3.1 lakh).
 * Sellers: 0 Ramesh (Maharashtra), 1 Gurpreet (north and central India), 2 Lakshmi (the south), 3 Yousuf (Kashmir,
 * the hills and Bengal).
 */
// A data table reads best one listing a line.
// prettier-ignore
const ROWS: Row[] = [
  [1, 'potato', 'Kufri Jyoti Potato', 1450, 'quintal', 120, 'Kaimganj, Farrukhabad, Uttar Pradesh', true, 'Cold-store potatoes from this March harvest, medium size, graded and packed in 50 kg jute bags.'],
  [1, 'potato', 'Chipsona Potato', 1800, 'quintal', 80, 'Etmadpur, Agra, Uttar Pradesh', true, 'Chipsona-1 processing variety with low sugar, ideal for chips and fries. Lorry loading at the farm.'],
  [3, 'potato', 'Jyoti Potato', 16, 'kg', 5000, 'Arambagh, Hooghly, West Bengal', true, 'Fresh Hooghly potatoes, washed and sorted. Minimum order 500 kg.'],
  [1, 'potato', 'Seed Potato (Kufri Pukhraj)', 2400, 'quintal', 60, 'Nakodar, Jalandhar, Punjab', true, 'Certified seed potato from Doaba, disease-free tubers of 30–55 mm for the coming sowing.'],
  [0, 'potato', 'New Crop Potato', 18, 'kg', 3000, 'Manchar, Ambegaon, Pune, Maharashtra', true, 'Kharif potatoes dug last week, firm skin, no greening. Can deliver to Pune and Mumbai markets.'],
  [3, 'potato', 'Pahadi Potato', 28, 'kg', 800, 'Chakrata, Dehradun, Uttarakhand', false, 'Hill potatoes grown without chemical fertiliser at 2,000 m; waxy and full of flavour. Next lot in October.'],
  [1, 'wheat', 'Sharbati Wheat', 3900, 'quintal', 50, 'Ashta, Sehore, Madhya Pradesh', true, 'Golden, bold-grain Sharbati from Sehore, machine-cleaned. Makes soft, sweet rotis.'],
  [1, 'wheat', 'HD-2967 Wheat', 2425, 'quintal', 200, 'Gharaunda, Karnal, Haryana', true, 'Fair average quality wheat, moisture under 12%, stored in a covered godown.'],
  [1, 'wheat', 'Lokwan Wheat', 3100, 'quintal', 40, 'Tarana, Ujjain, Madhya Pradesh', true, 'Lokwan wheat with large lustrous grains, hand-sorted for home flour and chakki use.'],
  [1, 'wheat', 'PBW-343 Wheat', 2350, 'quintal', 150, 'Sunam, Sangrur, Punjab', true, 'Rabi 2025 wheat from our own fields, ready for pickup at the village.'],
  [0, 'wheat', 'Khapli (Emmer) Wheat', 75, 'kg', 600, 'Koregaon, Satara, Maharashtra', true, 'Traditional khapli wheat, low gluten, grown organically. Dehusked and cleaned.'],
  [3, 'wheat', 'Wheat', 2300, 'quintal', 90, 'Hiranagar, Kathua, Jammu and Kashmir', false, 'Jammu plains wheat, this year’s crop has been sold. Booking for next season open.'],
  [2, 'rice', 'Sona Masoori Rice', 58, 'kg', 2000, 'Sindhanur, Raichur, Karnataka', true, 'Aged one year, raw Sona Masoori, lightweight and aromatic. 25 kg bags.'],
  [3, 'rice', 'Gobindobhog Rice', 95, 'kg', 800, 'Memari, Purba Bardhaman, West Bengal', true, 'GI-tagged Gobindobhog, short grain with a buttery aroma, perfect for payesh and khichuri.'],
  [2, 'rice', 'Palakkadan Matta Rice', 72, 'kg', 600, 'Chittur, Palakkad, Kerala', true, 'Red matta parboiled rice from Palakkad paddy fields, unpolished.'],
  [0, 'rice', 'Indrayani Rice', 65, 'kg', 900, 'Vadgaon, Maval, Pune, Maharashtra', true, 'Sticky, fragrant Indrayani rice from Maval, new crop, polished once.'],
  [2, 'rice', 'Ponni Paddy', 2300, 'quintal', 150, 'Orathanadu, Thanjavur, Tamil Nadu', true, 'Samba season Ponni paddy, well dried, suitable for parboiling mills.'],
  [1, 'rice', 'Kala Namak Rice', 120, 'kg', 300, 'Bansi, Siddharthnagar, Uttar Pradesh', true, 'Black-husk Kala Namak, the “Buddha rice” of the Terai, intensely aromatic.'],
  [0, 'sugar', 'Sugar (S-30 grade)', 3950, 'quintal', 100, 'Baramati, Pune, Maharashtra', true, 'Crystal sugar S-30 from the cooperative mill, 50 kg bags, GST invoice available.'],
  [0, 'sugar', 'Kolhapuri Jaggery (Gul)', 52, 'kg', 1500, 'Kagal, Kolhapur, Maharashtra', true, 'Chemical-free golden jaggery in 1 kg blocks, made in our own gurhal.'],
  [1, 'sugar', 'Sugarcane (Co-0238)', 3950, 'ton', 200, 'Jagadhri, Yamunanagar, Haryana', true, 'Standing cane of Co-0238, high recovery, harvest and transport to mill can be arranged.'],
  [2, 'sugar', 'Organic Brown Sugar', 85, 'kg', 400, 'Maddur, Mandya, Karnataka', true, 'Unrefined khandsari-style brown sugar from organic cane.'],
  [0, 'sugar', 'Liquid Jaggery (Kakvi)', 90, 'liters', 300, 'Walwa, Sangli, Maharashtra', false, 'Traditional kakvi in 1 litre bottles. Out of stock until the new crushing season.'],
  [3, 'saffron', 'Kashmiri Mongra Saffron', 310000, 'kg', 2, 'Pampore, Pulwama, Jammu and Kashmir', true, 'GI-tagged Mongra saffron, deep red stigmas only, this autumn’s harvest. Sold in 1 g, 5 g and 10 g boxes.'],
  [3, 'saffron', 'Lacha Saffron', 240000, 'kg', 3, 'Konibal, Pampore, Pulwama, Jammu and Kashmir', true, 'Whole threads with a little style attached, strong colour and aroma.'],
  [3, 'saffron', 'Kishtwar Saffron (Kesar)', 290000, 'kg', 1.5, 'Pochal, Kishtwar, Jammu and Kashmir', true, 'Hand-picked Kishtwar kesar, dried in the shade, lab-tested crocin content.'],
  [3, 'saffron', 'Saffron Corms for Planting', 350, 'kg', 500, 'Khrew, Pulwama, Jammu and Kashmir', true, 'Healthy saffron corms above 8 g each for August planting.'],
  [3, 'saffron', 'Kashmiri Saffron', 300000, 'kg', 0, 'Chadoora, Budgam, Jammu and Kashmir', false, 'Sold out for this year; new harvest expected in November.'],
  [2, 'coffee', 'Arabica Coffee Parchment', 420, 'kg', 500, 'Madikeri, Kodagu, Karnataka', true, 'Shade-grown Arabica parchment, sun-dried on the estate, outturn around 80%.'],
  [2, 'coffee', 'Robusta Coffee Cherry', 230, 'kg', 1200, 'Virajpet, Kodagu, Karnataka', true, 'Dry cherry Robusta from Coorg, well dried and free of black beans.'],
  [2, 'coffee', 'Arabica Plantation AA', 560, 'kg', 300, 'Aldur, Chikkamagaluru, Karnataka', true, 'Washed Arabica, AA screen size, clean cup with notes of chocolate.'],
  [2, 'coffee', 'Monsooned Malabar Coffee', 650, 'kg', 150, 'Sakleshpur, Hassan, Karnataka', true, 'Monsooned Arabica beans with the classic mellow, low-acid cup.'],
  [2, 'coffee', 'Robusta Coffee Beans', 260, 'kg', 800, 'Kalpetta, Wayanad, Kerala', true, 'Wayanad Robusta clean beans, ready for roasters.'],
  [2, 'coffee', 'Araku Valley Arabica', 600, 'kg', 200, 'Araku Valley, Alluri Sitharama Raju, Andhra Pradesh', false, 'Tribal-grown organic Arabica from Araku. Next lot after the January picking.'],
  [1, 'grains', 'Bajra (Pearl Millet)', 2650, 'quintal', 90, 'Behror, Alwar, Rajasthan', true, 'Bold grey bajra, sun-dried and cleaned, good for flour and cattle feed.'],
  [0, 'grains', 'Maldandi Jowar', 3800, 'quintal', 60, 'Mangalvedhe, Solapur, Maharashtra', true, 'Rabi Maldandi jowar, white pearly grain for soft bhakri.'],
  [2, 'grains', 'Ragi (Finger Millet)', 4200, 'quintal', 70, 'Tiptur, Tumakuru, Karnataka', true, 'Red ragi, stone-free, for mudde, malt and flour.'],
  [1, 'grains', 'Desi Chana (Bengal Gram)', 5800, 'quintal', 45, 'Ganj Basoda, Vidisha, Madhya Pradesh', true, 'Bold desi chana, machine-graded, no weevil damage.'],
  [1, 'grains', 'Barley (Jau)', 2100, 'quintal', 80, 'Chomu, Jaipur, Rajasthan', true, 'Malting-quality barley, bright and clean.'],
  [0, 'grains', 'Multigrain Atta Mix', 68, 'kg', 400, 'Rahuri, Ahmednagar, Maharashtra', true, 'Wheat, jowar, bajra, ragi and chana ground together at our farm mill, in 5 kg bags.'],
  [0, 'tomato', 'Hybrid Tomato', 22, 'kg', 4000, 'Narayangaon, Junnar, Pune, Maharashtra', true, 'Firm, deep-red hybrid tomatoes picked half-ripe for transport, packed in 25 kg crates.'],
  [2, 'tomato', 'Tomato', 18, 'kg', 6000, 'Srinivaspur, Kolar, Karnataka', true, 'Fresh Kolar tomatoes for wholesale, daily picking, sent the same evening.'],
  [2, 'tomato', 'Desi Tomato', 25, 'kg', 2500, 'Madanapalle, Annamayya, Andhra Pradesh', true, 'Sour country tomatoes, loved for rasam and chutney.'],
  [0, 'tomato', 'Cherry Tomato', 120, 'kg', 200, 'Dindori, Nashik, Maharashtra', true, 'Red and yellow cherry tomatoes from our polyhouse, in 250 g punnets.'],
  [3, 'tomato', 'Solan Tomato', 28, 'kg', 3000, 'Solan, Himachal Pradesh', true, 'Hill tomatoes from Solan, the “city of red gold”, thick skin and long shelf life.'],
  [0, 'tomato', 'Tomato', 16, 'kg', 0, 'Sinnar, Nashik, Maharashtra', false, 'This picking is finished; the next plot ripens in two weeks.'],
  [2, 'maize', 'Yellow Maize', 2250, 'quintal', 300, 'Harihar, Davanagere, Karnataka', true, 'Kharif yellow maize, moisture 14%, suitable for feed and starch units.'],
  [1, 'maize', 'Hybrid Maize', 2200, 'quintal', 250, 'Sausar, Chhindwara, Madhya Pradesh', true, 'Cob-dried hybrid maize, shelled and bagged.'],
  [1, 'maize', 'Rabi Maize', 2300, 'quintal', 180, 'Begusarai, Bihar', true, 'Bihar rabi maize with bold orange grain.'],
  [0, 'maize', 'Maize for Poultry Feed', 2150, 'quintal', 400, 'Malegaon, Nashik, Maharashtra', true, 'Clean maize for poultry and cattle feed, truck loads only.'],
  [2, 'maize', 'White Maize', 2400, 'quintal', 100, 'Ranebennur, Haveri, Karnataka', false, 'White maize for flour mills; current stock booked.'],
  [0, 'corn', 'Sweet Corn', 12, 'pieces', 3000, 'Sinnar, Nashik, Maharashtra', true, 'Sugar-sweet corn cobs with husk, harvested every morning. Price per cob.'],
  [2, 'corn', 'American Sweet Corn', 22, 'kg', 1500, 'Gauribidanur, Chikkaballapur, Karnataka', true, 'Tender American sweet corn, ideal for hotels and corn stalls.'],
  [1, 'corn', 'Baby Corn', 65, 'kg', 400, 'Atterna, Sonipat, Haryana', true, 'Peeled baby corn from Atterna, the baby-corn village, packed in 1 kg trays.'],
  [3, 'corn', 'Desi Corn Cobs (Bhutta)', 10, 'pieces', 2000, 'Vikasnagar, Dehradun, Uttarakhand', true, 'Country corn for roasting, price per cob.'],
  [0, 'corn', 'Popcorn Maize', 95, 'kg', 300, 'Chopda, Jalgaon, Maharashtra', true, 'Popcorn variety kernels with a high popping rate.'],
  [1, 'basmati', 'Pusa 1121 Basmati Rice', 105, 'kg', 2500, 'Taraori, Karnal, Haryana', true, 'Extra-long grain 1121 basmati, aged 12 months, sella and steam both available.'],
  [1, 'basmati', 'Pusa Basmati 1509 Paddy', 3500, 'quintal', 200, 'Pehowa, Kurukshetra, Haryana', true, 'Early-maturing 1509 paddy, moisture under 17%, residue-tested for export.'],
  [3, 'basmati', 'Dehraduni Basmati Rice', 160, 'kg', 300, 'Sahaspur, Dehradun, Uttarakhand', true, 'The original Dehraduni basmati (Type 3), small harvest, very aromatic.'],
  [1, 'basmati', 'Basmati 1718 Paddy', 3900, 'quintal', 150, 'Ajnala, Amritsar, Punjab', true, 'Blast-resistant 1718 basmati paddy from Majha, clean and dry.'],
  [3, 'basmati', 'R.S. Pura Basmati Rice', 120, 'kg', 600, 'R.S. Pura, Jammu, Jammu and Kashmir', true, 'Famous R.S. Pura basmati with its long, slender grain and rich aroma.'],
];

/** The PIN code of each listing's address (near-me: a listing's place is its PIN code's centre). */
const PINCODES: Readonly<Record<string, string>> = {
  'Kaimganj, Farrukhabad, Uttar Pradesh': '209502',
  'Etmadpur, Agra, Uttar Pradesh': '283202',
  'Arambagh, Hooghly, West Bengal': '712601',
  'Nakodar, Jalandhar, Punjab': '144040',
  'Manchar, Ambegaon, Pune, Maharashtra': '410503',
  'Chakrata, Dehradun, Uttarakhand': '248123',
  'Ashta, Sehore, Madhya Pradesh': '466116',
  'Gharaunda, Karnal, Haryana': '132114',
  'Tarana, Ujjain, Madhya Pradesh': '456665',
  'Sunam, Sangrur, Punjab': '148028',
  'Koregaon, Satara, Maharashtra': '415501',
  'Hiranagar, Kathua, Jammu and Kashmir': '184142',
  'Sindhanur, Raichur, Karnataka': '584128',
  'Memari, Purba Bardhaman, West Bengal': '713146',
  'Chittur, Palakkad, Kerala': '678101',
  'Vadgaon, Maval, Pune, Maharashtra': '412106',
  'Orathanadu, Thanjavur, Tamil Nadu': '614625',
  'Bansi, Siddharthnagar, Uttar Pradesh': '272153',
  'Baramati, Pune, Maharashtra': '413102',
  'Kagal, Kolhapur, Maharashtra': '416216',
  'Jagadhri, Yamunanagar, Haryana': '135003',
  'Maddur, Mandya, Karnataka': '571428',
  'Walwa, Sangli, Maharashtra': '416313',
  'Pampore, Pulwama, Jammu and Kashmir': '192121',
  'Konibal, Pampore, Pulwama, Jammu and Kashmir': '192121',
  'Pochal, Kishtwar, Jammu and Kashmir': '182204',
  'Khrew, Pulwama, Jammu and Kashmir': '191103',
  'Chadoora, Budgam, Jammu and Kashmir': '191113',
  'Madikeri, Kodagu, Karnataka': '571201',
  'Virajpet, Kodagu, Karnataka': '571218',
  'Aldur, Chikkamagaluru, Karnataka': '577111',
  'Sakleshpur, Hassan, Karnataka': '573134',
  'Kalpetta, Wayanad, Kerala': '673121',
  'Araku Valley, Alluri Sitharama Raju, Andhra Pradesh': '531149',
  'Behror, Alwar, Rajasthan': '301701',
  'Mangalvedhe, Solapur, Maharashtra': '413305',
  'Tiptur, Tumakuru, Karnataka': '572201',
  'Ganj Basoda, Vidisha, Madhya Pradesh': '464221',
  'Chomu, Jaipur, Rajasthan': '303702',
  'Rahuri, Ahmednagar, Maharashtra': '413705',
  'Narayangaon, Junnar, Pune, Maharashtra': '410504',
  'Srinivaspur, Kolar, Karnataka': '563135',
  'Madanapalle, Annamayya, Andhra Pradesh': '517325',
  'Dindori, Nashik, Maharashtra': '422202',
  'Solan, Himachal Pradesh': '173212',
  'Sinnar, Nashik, Maharashtra': '422103',
  'Harihar, Davanagere, Karnataka': '577601',
  'Sausar, Chhindwara, Madhya Pradesh': '480106',
  'Begusarai, Bihar': '851101',
  'Malegaon, Nashik, Maharashtra': '423203',
  'Ranebennur, Haveri, Karnataka': '581115',
  'Gauribidanur, Chikkaballapur, Karnataka': '561208',
  'Atterna, Sonipat, Haryana': '131001',
  'Vikasnagar, Dehradun, Uttarakhand': '248198',
  'Chopda, Jalgaon, Maharashtra': '425107',
  'Taraori, Karnal, Haryana': '132116',
  'Pehowa, Kurukshetra, Haryana': '136128',
  'Sahaspur, Dehradun, Uttarakhand': '248197',
  'Ajnala, Amritsar, Punjab': '143102',
  'R.S. Pura, Jammu, Jammu and Kashmir': '181102',
};

export const DEMO_LISTINGS: readonly DemoListing[] = ROWS.map(
  ([seller, crop, productName, price, unit, quantity, address, inStock, description]) => ({
    seller,
    crop,
    productName,
    price,
    unit,
    quantity,
    address,
    pincode: PINCODES[address] ?? null,
    inStock,
    description,
  }),
);
