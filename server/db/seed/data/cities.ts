export interface CitySeed {
  name: string;
  /** ISO 3166-1 alpha-2, lower case. */
  country: string;
  traditionalNames: readonly string[];
}

export const CITIES = [
  { name: 'Wellington', country: 'nz', traditionalNames: ['Te Whanganui-a-Tara'] },
  { name: 'Auckland', country: 'nz', traditionalNames: ['Tāmaki Makaurau'] },
  { name: 'Christchurch', country: 'nz', traditionalNames: ['Ōtautahi'] },
  { name: 'Dunedin', country: 'nz', traditionalNames: ['Ōtepoti'] },
  { name: 'Nelson', country: 'nz', traditionalNames: ['Whakatū'] },
  { name: 'Hamilton', country: 'nz', traditionalNames: ['Kirikiriroa'] },
  { name: 'Palmerston North', country: 'nz', traditionalNames: ['Te Papaioea'] },
  { name: 'Napier', country: 'nz', traditionalNames: ['Ahuriri'] },
  { name: 'Melbourne', country: 'au', traditionalNames: ['Naarm'] },
  { name: 'Sydney', country: 'au', traditionalNames: ['Warrang'] },
  { name: 'Brisbane', country: 'au', traditionalNames: ['Meanjin'] },
  { name: 'Perth', country: 'au', traditionalNames: ['Boorloo'] },
  { name: 'Adelaide', country: 'au', traditionalNames: ['Tarntanya'] },
  { name: 'London', country: 'gb', traditionalNames: [] },
  { name: 'Berlin', country: 'de', traditionalNames: [] },
  { name: 'Toronto', country: 'ca', traditionalNames: [] },
  { name: 'Chicago', country: 'us', traditionalNames: [] },
  { name: 'Tokyo', country: 'jp', traditionalNames: [] },
  { name: 'Amsterdam', country: 'nl', traditionalNames: [] },
  { name: 'Helsinki', country: 'fi', traditionalNames: [] },
] as const satisfies readonly CitySeed[];

export type CityName = (typeof CITIES)[number]['name'];
