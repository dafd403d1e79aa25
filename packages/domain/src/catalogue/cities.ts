/** The six served cities (docs/product/catalogue.md#audience-and-cities Cities). `slug` is the URL suffix of city pages. */
export type CityKey = 'mumbai' | 'delhi-ncr' | 'bangalore' | 'pune' | 'hyderabad' | 'chennai';

export interface City {
  key: CityKey;
  /** Display name. */
  name: string;
  /** URL slug used as the suffix of city repair pages and in the city cookie. */
  slug: string;
  /** Name used by the repair-service coverage lists of docs/product/catalogue.md#repair-pages-and-city-coverage ("New Delhi" for Delhi NCR). */
  coverageName: string;
  /** Uppercase district and area names (as India Post spells districts) that map to this city. */
  districts: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    key: 'mumbai',
    name: 'Mumbai',
    slug: 'mumbai-thane',
    coverageName: 'Mumbai',
    districts: ['MUMBAI', 'MUMBAI SUBURBAN', 'THANE', 'PALGHAR', 'RAIGAD', 'NAVI MUMBAI'],
  },
  {
    key: 'delhi-ncr',
    name: 'Delhi NCR',
    slug: 'delhi-noida-gurgaon',
    coverageName: 'New Delhi',
    districts: [
      'NEW DELHI',
      'CENTRAL',
      'EAST',
      'NORTH',
      'NORTH EAST',
      'NORTH WEST',
      'SHAHDARA',
      'SOUTH',
      'SOUTH EAST',
      'SOUTH WEST',
      'WEST',
      'GAUTAM BUDDHA NAGAR',
      'GURUGRAM',
      'GURGAON',
      'GHAZIABAD',
      'FARIDABAD',
      'NOIDA',
    ],
  },
  {
    key: 'bangalore',
    name: 'Bangalore',
    slug: 'bangalore',
    coverageName: 'Bangalore',
    districts: ['BENGALURU URBAN', 'BENGALURU RURAL', 'BANGALORE', 'BENGALURU'],
  },
  { key: 'pune', name: 'Pune', slug: 'pune', coverageName: 'Pune', districts: ['PUNE'] },
  {
    key: 'hyderabad',
    name: 'Hyderabad',
    slug: 'hyderabad',
    coverageName: 'Hyderabad',
    districts: ['HYDERABAD', 'RANGA REDDY', 'MEDCHAL MALKAJGIRI', 'SANGAREDDY', 'SECUNDERABAD'],
  },
  {
    key: 'chennai',
    name: 'Chennai',
    slug: 'chennai',
    coverageName: 'Chennai',
    districts: ['CHENNAI', 'CHENGALPATTU', 'THIRUVALLUR', 'KANCHIPURAM'],
  },
];

/**
 * Delhi districts named East/West/North/South etc. are ambiguous across India; they only map to
 * Delhi NCR when the state is Delhi. Keyed by district → the state the district must be in.
 */
export const DISTRICT_STATE_GUARD: Readonly<Record<string, string>> = {
  CENTRAL: 'DELHI',
  EAST: 'DELHI',
  NORTH: 'DELHI',
  'NORTH EAST': 'DELHI',
  'NORTH WEST': 'DELHI',
  SOUTH: 'DELHI',
  'SOUTH EAST': 'DELHI',
  'SOUTH WEST': 'DELHI',
  WEST: 'DELHI',
  SHAHDARA: 'DELHI',
};
