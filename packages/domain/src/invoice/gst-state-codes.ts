/**
 * GST state codes (the first two digits of a GSTIN) for the 28 states and 8 union territories.
 * Retired codes are not issued for new places of supply: 25 (Daman and Diu, merged into 26 in
 * 2020) and 28 (undivided Andhra Pradesh; today 37). Other special codes (97 Other Territory,
 * 99 Centre Jurisdiction) are not places a customer lives in.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Older or common spellings seen in addresses. */
const ALIASES: Readonly<Record<string, string>> = {
  'nct of delhi': '07',
  'new delhi': '07',
  'national capital territory of delhi': '07',
  orissa: '21',
  uttaranchal: '05',
  pondicherry: '34',
  'andaman and nicobar': '35',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  'jammu kashmir': '01',
};

/** Lower case, `&` → `and`, punctuation dropped, spaces collapsed. */
const norm = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES).map(([name, code]): [string, string] => [norm(name), code]),
  ...Object.entries(ALIASES),
]);

/** The GST state code of a state or union territory by name ("Tamil Nadu" → '33'); null when unknown. */
export function gstStateCode(stateName: string): string | null {
  return BY_NAME.get(norm(stateName)) ?? null;
}
