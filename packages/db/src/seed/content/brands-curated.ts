/**
 * Well-known brands sold in India for categories that device-brands.json does not cover
 * (brand names only; curated by hand, ordered roughly by shelf presence). "Other" is appended
 * by the importer for every category.
 */
export const CURATED_BRANDS: Readonly<Record<string, readonly string[]>> = {
  'digital-camera': ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'Panasonic'],
  desktop: ['HP', 'Dell', 'Lenovo', 'Acer', 'ASUS', 'Apple'],
  'printer-scanner': ['HP', 'Canon', 'Epson', 'Brother'],
  'audio-system': ['Sony', 'JBL', 'boAt', 'Philips', 'Zebronics'],
  'room-cooler': ['Symphony', 'Bajaj', 'Crompton', 'Havells', 'Orient'],
  'water-purifier': ['Kent', 'Aquaguard', 'Pureit', 'Livpure', 'AO Smith', 'Havells'],
  'air-purifier': ['Philips', 'Dyson', 'Mi', 'Coway', 'Honeywell', 'Sharp'],
  geyser: ['Racold', 'AO Smith', 'Bajaj', 'Havells', 'V-Guard', 'Crompton'],
  'home-theatre-soundbar': ['Sony', 'JBL', 'boAt', 'Samsung', 'Bose', 'Zebronics'],
  'vacuum-cleaner': ['Eureka Forbes', 'Philips', 'Dyson', 'Karcher', 'Agaro'],
  iron: ['Philips', 'Bajaj', 'Havells', 'Usha', 'Morphy Richards'],
  microwave: ['LG', 'Samsung', 'IFB', 'Panasonic', 'Godrej'],
  dishwasher: ['Bosch', 'IFB', 'LG', 'Siemens', 'Faber'],
  'juicer-mixer-grinder': ['Preethi', 'Bajaj', 'Philips', 'Prestige', 'Butterfly', 'Sujata'],
  'groom-haircare': ['Philips', 'Braun', 'Dyson', 'Havells', 'Nova'],
  fan: ['Crompton', 'Havells', 'Orient', 'Usha', 'Bajaj', 'Atomberg'],
  'electric-cooker': ['Prestige', 'Pigeon', 'Bajaj', 'Panasonic', 'Philips'],
  kettle: ['Prestige', 'Philips', 'Pigeon', 'Morphy Richards', 'Kent'],
  'chopper-blender': ['Philips', 'Bajaj', 'Prestige', 'Inalsa', 'Borosil'],
  'fitness-tracker': ['Fitbit', 'Mi', 'Noise', 'boAt', 'Amazfit', 'Garmin'],
  'smart-watch': ['Apple', 'Samsung', 'Noise', 'boAt', 'Fire-Boltt', 'Amazfit', 'Garmin'],
  'gaming-console': ['Sony', 'Microsoft', 'Nintendo'],
  headphone: ['boAt', 'Sony', 'JBL', 'Apple', 'Samsung', 'Noise', 'Sennheiser'],
};
