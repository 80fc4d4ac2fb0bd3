export interface VenueSeed {
  key: string;
  name: string;
  room: string | null;
  address: string;
  latitude: number;
  longitude: number;
  accessibilityNotes: string;
  /** Audience seats: the capacity of show and event sessions held here. */
  seats: number;
}

/** Invented venues on real Wellington streets, in the order the venues page lists them. */
export const VENUES = [
  {
    key: 'playhouse-main',
    name: 'Harbourside Playhouse',
    room: 'Main stage',
    address: '38 Taranaki Street, Te Aro, Wellington 6011',
    latitude: -41.29348,
    longitude: 174.77953,
    accessibilityNotes:
      'Step-free entry from Taranaki Street and a lift to every level. Wheelchair spaces in rows C and H; an accessible toilet on the ground floor. A hearing loop covers the auditorium.',
    seats: 120,
  },
  {
    key: 'playhouse-studio',
    name: 'Harbourside Playhouse',
    room: 'Studio',
    address: '38 Taranaki Street, Te Aro, Wellington 6011',
    latitude: -41.29348,
    longitude: 174.77953,
    accessibilityNotes:
      'On the first floor, reached by the lift beside the box office. Flexible seating, so tell the front-of-house team where you would like to sit and we will set it up.',
    seats: 60,
  },
  {
    key: 'gaslight',
    name: 'The Gaslight Theatre',
    room: null,
    address: '5 Blair Street, Te Aro, Wellington 6011',
    latitude: -41.29472,
    longitude: 174.78241,
    accessibilityNotes:
      'A ramp at the side door on Blair Street gives step-free access to the back of the stalls. The bar is up six steps with a handrail. Accessible toilet beside the foyer.',
    seats: 90,
  },
  {
    key: 'rehearsal-rooms',
    name: 'The Rehearsal Rooms',
    room: 'Room 1',
    address: 'Level 2, 112 Willis Street, Wellington Central 6011',
    latitude: -41.28806,
    longitude: 174.77452,
    accessibilityNotes:
      'Lift from the Willis Street lobby. Sprung wooden floor; chairs and floor cushions available. Gender-neutral accessible toilet on the same level.',
    seats: 30,
  },
  {
    key: 'kowhai-studios',
    name: 'Kōwhai Studios',
    room: null,
    address: '9 Garrett Street, Te Aro, Wellington 6011',
    latitude: -41.29251,
    longitude: 174.77486,
    accessibilityNotes:
      'Ground-floor studio with level entry. Natural light and blinds; the room can be warm in the afternoon, so fans are provided. Quiet room available on request.',
    seats: 24,
  },
  {
    key: 'st-kevins-hall',
    name: "St Kevin's Hall",
    room: null,
    address: '21 Tinakori Road, Thorndon, Wellington 6011',
    latitude: -41.27803,
    longitude: 174.77596,
    accessibilityNotes:
      'Three steps at the front door; use the ramp at the back off the car park for step-free entry. Two accessible car parks. Kitchen with tea and coffee all day.',
    seats: 80,
  },
  {
    key: 'riddiford-hall',
    name: 'Riddiford Street Hall',
    room: null,
    address: '160 Riddiford Street, Newtown, Wellington 6021',
    latitude: -41.31152,
    longitude: 174.77897,
    accessibilityNotes:
      'Level entry and a large open hall. Buses 1 and 3 stop outside. The toilets are accessible but the hall has no hearing loop.',
    seats: 60,
  },
  {
    key: 'wharf-lounge',
    name: 'The Wharf Lounge',
    room: null,
    address: 'Shed 7, Queens Wharf, Wellington 6011',
    latitude: -41.28512,
    longitude: 174.77908,
    accessibilityNotes:
      'Step-free along the waterfront with an accessible toilet. Music can be loud after 10pm; a quieter deck is open on the harbour side.',
    seats: 150,
  },
] as const satisfies readonly VenueSeed[];

export type VenueKey = (typeof VENUES)[number]['key'];
