export interface VenueLike {
  name: string;
  room?: string | null;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** 'Room at Building', or the building alone. */
export function venueLabel(venue: VenueLike): string {
  return venue.room ? `${venue.room} at ${venue.name}` : venue.name;
}

/** A map search for the venue: by coordinates when known, else by name and address. */
export function mapLink(venue: VenueLike): string {
  const query =
    venue.latitude != null && venue.longitude != null
      ? `${venue.latitude},${venue.longitude}`
      : `${venue.name}, ${venue.address}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
