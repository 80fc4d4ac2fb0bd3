import type { CastSeed } from './shows';
import type { VenueKey } from './venues';

export interface EventSessionSeed {
  /** Days after the festival's first day (0 = Saturday 2 October). */
  day: number;
  startsAt: string;
  /** On the same day, or on the next day when earlier than `startsAt`. */
  endsAt: string;
  venue: VenueKey;
}

export interface EventSeed {
  type: 'SocialEvent' | 'Conference';
  name: string;
  slug: string;
  cast: readonly CastSeed[];
  suitability: string;
  description: string;
  sessions: readonly EventSessionSeed[];
}

export const EVENTS = [
  {
    type: 'SocialEvent',
    name: 'Festival Welcome',
    slug: 'festival-welcome',
    cast: [
      { role: 'host', name: 'Tama Rangihau' },
      { role: 'organiser', name: 'NZIF' },
    ],
    suitability: 'Everyone is welcome: presenters, participants, whānau and friends.',
    description: `We begin the festival with a **mihi whakatau**, a welcome in the Māori tradition, followed by kai and a chance to meet everyone you will be playing with this week.

Please arrive by *3:45pm* so we can start together. Tea, coffee and light food provided.`,
    sessions: [{ day: 0, startsAt: '16:00', endsAt: '17:30', venue: 'st-kevins-hall' }],
  },
  {
    type: 'SocialEvent',
    name: 'Opening Night Party',
    slug: 'opening-night-party',
    cast: [{ role: 'host', name: 'Hemi Walker' }],
    suitability: 'Ages 18 and over after 10pm (the bar is licensed).',
    description: `After the gala, head down to the waterfront for the **opening night party**. Music, a few speeches that we promise will be short, and the first dance-off of the week.

*Non-alcoholic drinks are always free for festival participants.*`,
    sessions: [{ day: 0, startsAt: '21:30', endsAt: '00:30', venue: 'wharf-lounge' }],
  },
  {
    type: 'SocialEvent',
    name: 'Midweek Jam',
    slug: 'midweek-jam',
    cast: [
      { role: 'host', name: 'Mei Lin Zhao' },
      { role: 'host', name: 'Jarrah Collins' },
    ],
    suitability: 'Open to everyone, whatever your experience.',
    description: `Put your name in the hat and you might end up on stage with a teacher you admire, or someone who started improvising on Monday. **That is the point.**

- Short sets of four to six players
- Names drawn at random
- *Cheering encouraged*`,
    sessions: [{ day: 3, startsAt: '21:30', endsAt: '23:30', venue: 'wharf-lounge' }],
  },
  {
    type: 'SocialEvent',
    name: 'Closing Party',
    slug: 'closing-party',
    cast: [
      { role: 'host', name: 'Hemi Walker' },
      { role: 'musician', name: 'Finn O’Driscoll' },
    ],
    suitability: 'Ages 18 and over after 10pm (the bar is licensed).',
    description: `The final curtain has fallen, so let us celebrate. **Dancing, thank-yous and farewells** until the small hours.

Live music from Finn O’Driscoll and friends. *Bring your dancing shoes and your festival stories.*`,
    sessions: [{ day: 7, startsAt: '22:00', endsAt: '01:00', venue: 'wharf-lounge' }],
  },
  {
    type: 'Conference',
    name: 'Improv in Aotearoa Symposium',
    slug: 'improv-in-aotearoa-symposium',
    cast: [
      { role: 'host', name: 'Georgia Pettigrew' },
      { role: 'speaker', name: 'Wiremu Paki' },
      { role: 'speaker', name: 'Ngaire Whitcombe' },
      { role: 'speaker', name: 'Rāwiri Tait' },
      { role: 'speaker', name: 'Yusuf Haddad' },
      { role: 'speaker', name: 'Isla McKenzie' },
    ],
    suitability: 'For performers, teachers, producers and anyone who cares about the art form.',
    description: `A day of talks and conversations about **where improvisation in Aotearoa is heading**: teaching, access, sustainability and the stories we choose to tell.

Sessions include:
- *Play and learning*: what research says about improvising together
- Running a small festival without burning out
- Access and inclusion: who is still missing from our stages?`,
    sessions: [{ day: 7, startsAt: '10:00', endsAt: '16:00', venue: 'st-kevins-hall' }],
  },
] as const satisfies readonly EventSeed[];
