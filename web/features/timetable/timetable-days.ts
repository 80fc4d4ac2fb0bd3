/** How the timetable names a venue: its room at the venue, or 'Venue TBC' when there is none yet. */
export function venueLabel(venue: { name: string; room?: string | null } | null | undefined): string {
  if (!venue) return 'Venue TBC';
  return venue.room ? `${venue.room} @ ${venue.name}` : venue.name;
}
