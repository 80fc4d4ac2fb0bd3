import type { PresenterName } from './presenters';
import type { VenueKey } from './venues';
import type { WorkshopSlug } from './workshops';

export interface CastSeed {
  role: 'director' | 'performer' | 'musician' | 'operator' | 'host' | 'organiser' | 'speaker';
  name: PresenterName;
}

export interface ShowSessionSeed {
  /** Days after the festival's first day (0 = Saturday 2 October). */
  day: number;
  startsAt: '19:00' | '21:00';
  venue: VenueKey;
}

export interface ShowSeed {
  name: string;
  slug: string;
  /** Billing order: the first entry is the first presenter. */
  cast: readonly CastSeed[];
  durationMinutes: number;
  workshops: readonly WorkshopSlug[];
  suitability: string;
  description: string;
  sessions: readonly ShowSessionSeed[];
}

export const SHOWS = [
  {
    name: 'NZIF Opening Gala',
    slug: 'opening-gala',
    cast: [
      { role: 'director', name: 'NZIF' },
      { role: 'performer', name: 'Aroha Kingi' },
      { role: 'performer', name: 'Olivia Ashworth' },
      { role: 'performer', name: 'Tasha Greenfield' },
      { role: 'performer', name: 'Tom Nguyen' },
      { role: 'performer', name: 'Yuki Hanazawa' },
      { role: 'musician', name: 'Daniel Cho' },
    ],
    durationMinutes: 120,
    workshops: [],
    suitability: 'All ages welcome. Some mild language.',
    description: `The festival opens with a **gala night** that brings together performers from across Aotearoa, Australia and the world, many sharing a stage for the first time.

Expect a little of everything: *short-form games, a musical number, a tiny epic* and a few surprises. The perfect first taste of the week.`,
    sessions: [{ day: 0, startsAt: '19:00', venue: 'playhouse-main' }],
  },
  {
    name: 'The Long Table',
    slug: 'the-long-table',
    cast: [
      { role: 'director', name: 'Bronwyn Achterberg' },
      { role: 'performer', name: 'Hannah Leclerc' },
      { role: 'performer', name: 'Sione Havili' },
      { role: 'performer', name: 'Georgia Pettigrew' },
      { role: 'performer', name: 'Jack Thornbury' },
    ],
    durationMinutes: 90,
    workshops: [],
    suitability: 'Ages 13 and over.',
    description: `A family gathers for a dinner that none of them wanted to attend. Over one long evening, **secrets are served** with every course.

An improvised play in real time, directed from the side of the stage. *No two dinners are ever the same.*`,
    sessions: [{ day: 1, startsAt: '19:00', venue: 'playhouse-main' }],
  },
  {
    name: 'Scene Stealers',
    slug: 'scene-stealers',
    cast: [
      { role: 'director', name: 'Ruby Tane-Morris' },
      { role: 'performer', name: 'Mei Lin Zhao' },
      { role: 'performer', name: 'Losa Tupou' },
    ],
    durationMinutes: 75,
    workshops: [],
    suitability: 'Made for families. Best for ages 5 and over.',
    description: `A show where the audience gets to **steal the scene**: shout suggestions, join in with sound effects and decide how the story ends.

Fast, silly and friendly, with *plenty of chances to play along*. Bring the whole whānau.`,
    sessions: [{ day: 1, startsAt: '19:00', venue: 'playhouse-studio' }],
  },
  {
    name: 'Tag Team Throwdown',
    slug: 'tag-team-throwdown',
    cast: [
      { role: 'host', name: 'Lachlan Byrne' },
      { role: 'performer', name: 'Tom Nguyen' },
      { role: 'performer', name: 'Mei Lin Zhao' },
      { role: 'performer', name: 'Jack Thornbury' },
      { role: 'performer', name: 'Mia Kowalczyk' },
    ],
    durationMinutes: 75,
    workshops: [],
    suitability: 'Ages 15 and over. Contains strong language.',
    description: `Two teams. One host. **No mercy.** The trans-Tasman short-form competition returns, with the audience deciding every round.

- Sunday: the heats
- Saturday: the grand final

*Cheering is compulsory; heckling is judged on style.*`,
    sessions: [
      { day: 1, startsAt: '21:00', venue: 'gaslight' },
      { day: 7, startsAt: '21:00', venue: 'gaslight' },
    ],
  },
  {
    name: 'Solo Flights',
    slug: 'solo-flights',
    cast: [
      { role: 'director', name: 'Kwame Mensah' },
      { role: 'performer', name: 'Darcy Fitzgerald' },
      { role: 'performer', name: 'Ellie Marchetti' },
    ],
    durationMinutes: 75,
    workshops: ['alone-on-stage'],
    suitability: 'Ages 13 and over.',
    description: `Three performers take the stage **alone**, each improvising a complete story with every character played by one person.

Joined by graduates of the *Alone on Stage* workshop. Brave, strange and often unexpectedly moving.`,
    sessions: [
      { day: 2, startsAt: '19:00', venue: 'playhouse-studio' },
      { day: 3, startsAt: '19:00', venue: 'playhouse-studio' },
    ],
  },
  {
    name: 'Late Night Gibberish',
    slug: 'late-night-gibberish',
    cast: [
      { role: 'director', name: 'Aino Lehtinen' },
      { role: 'performer', name: 'Marcus Bélanger' },
      { role: 'performer', name: 'Kit Marsden' },
    ],
    durationMinutes: 60,
    workshops: [],
    suitability: 'All ages, though it is late.',
    description: `An hour of theatre in **no language at all**. Love stories, heists and family feuds, all perfectly clear and not a single real word spoken.

*Subtitles not provided, or needed.*`,
    sessions: [{ day: 2, startsAt: '21:00', venue: 'gaslight' }],
  },
  {
    name: 'The Bard Unscripted',
    slug: 'the-bard-unscripted',
    cast: [
      { role: 'director', name: 'Elena Papadakis' },
      { role: 'performer', name: 'Olivia Ashworth' },
      { role: 'performer', name: 'Hannah Leclerc' },
      { role: 'performer', name: 'Tama Rangihau' },
    ],
    durationMinutes: 90,
    workshops: [],
    suitability: 'Ages 12 and over.',
    description: `A **brand-new Shakespearean play**, improvised in verse from a title the audience chooses. Kings, lovers, ghosts and fools, all arriving on cue.

*Tragedy or comedy?* That depends entirely on you.`,
    sessions: [{ day: 3, startsAt: '19:00', venue: 'playhouse-main' }],
  },
  {
    name: 'Harold Night',
    slug: 'harold-night',
    cast: [
      { role: 'director', name: 'Tasha Greenfield' },
      { role: 'performer', name: 'Jarrah Collins' },
      { role: 'performer', name: 'Priya Raman' },
      { role: 'performer', name: 'Sam Whitlock' },
    ],
    durationMinutes: 75,
    workshops: ['the-harold-unpacked'],
    suitability: 'Ages 15 and over.',
    description: `Two ensembles perform the **Harold**, the long-form structure that shaped a generation of improvisers, from a single audience suggestion.

The second half features members of *The Harold, Unpacked* workshop, performing what they learned that week.`,
    sessions: [{ day: 3, startsAt: '21:00', venue: 'playhouse-studio' }],
  },
  {
    name: 'Mask and Mirror',
    slug: 'mask-and-mirror',
    cast: [
      { role: 'director', name: 'Joris van Dam' },
      { role: 'performer', name: 'Hemi Walker' },
      { role: 'performer', name: 'Lena Hoffmann' },
    ],
    durationMinutes: 60,
    workshops: ['mask-work'],
    suitability: 'Ages 10 and over.',
    description: `Masked characters meet their reflections in a wordless, **dreamlike** improvised piece with live sound.

Featuring masks carved and stitched by the performers, and the ensemble from the *Mask Work* workshop.`,
    sessions: [{ day: 4, startsAt: '19:00', venue: 'playhouse-studio' }],
  },
  {
    name: 'Noir After Dark',
    slug: 'noir-after-dark',
    cast: [
      { role: 'director', name: 'Nikhil Desai' },
      { role: 'performer', name: 'DeShawn Ellery' },
      { role: 'performer', name: 'Georgia Pettigrew' },
      { role: 'operator', name: 'Finn O’Driscoll' },
    ],
    durationMinutes: 75,
    workshops: ['film-noir'],
    suitability: 'Ages 15 and over. Contains references to violence.',
    description: `The city never sleeps, and neither do its secrets. An improvised **film noir** with live lighting, a smoky score and a detective in far too deep.

With members of the *Genre: Film Noir* workshop.`,
    sessions: [{ day: 4, startsAt: '21:00', venue: 'gaslight' }],
  },
  {
    name: 'The Unrehearsed Musical',
    slug: 'the-unrehearsed-musical',
    cast: [
      { role: 'director', name: 'Grace Okafor' },
      { role: 'musician', name: 'Daniel Cho' },
      { role: 'performer', name: 'Ellie Marchetti' },
      { role: 'performer', name: 'Mele Fonoti' },
      { role: 'performer', name: 'Rāwiri Tait' },
    ],
    durationMinutes: 90,
    workshops: ['musical-improv-intensive'],
    suitability: 'All ages.',
    description: `A full-length **musical**, with songs, dances and a showstopping finale, made up on the spot from your suggestion.

A different show each night, with a live band and the singers from the *Musical Improv Intensive*.`,
    sessions: [
      { day: 5, startsAt: '19:00', venue: 'gaslight' },
      { day: 6, startsAt: '19:00', venue: 'gaslight' },
    ],
  },
  {
    name: 'Tales from the Moana',
    slug: 'tales-from-the-moana',
    cast: [
      { role: 'director', name: 'Mele Fonoti' },
      { role: 'director', name: 'Sione Havili' },
      { role: 'performer', name: 'Losa Tupou' },
      { role: 'performer', name: 'Ana Vaifale' },
    ],
    durationMinutes: 75,
    workshops: ['pacific-stories'],
    suitability: 'All ages.',
    description: `Stories of voyages, family and home, **improvised with song** and told the Pacific way: with warmth, wit and everyone invited in.

Featuring the ensemble from *Pacific Stories on Stage*.`,
    sessions: [{ day: 5, startsAt: '21:00', venue: 'playhouse-studio' }],
  },
  {
    name: 'Midnight Movie',
    slug: 'midnight-movie',
    cast: [
      { role: 'director', name: 'Mia Kowalczyk' },
      { role: 'performer', name: 'Darcy Fitzgerald' },
      { role: 'performer', name: 'Wiremu Paki' },
      { role: 'performer', name: 'Isla McKenzie' },
    ],
    durationMinutes: 75,
    workshops: [],
    suitability: 'Ages 16 and over. Contains horror themes and fake blood.',
    description: `Grab your popcorn. An improvised **B-grade horror movie**, complete with questionable special effects and screaming on cue.

*Front rows may get splashed.*`,
    sessions: [
      { day: 5, startsAt: '21:00', venue: 'gaslight' },
      { day: 6, startsAt: '21:00', venue: 'gaslight' },
    ],
  },
  {
    name: 'Closing Night Spectacular',
    slug: 'closing-night-spectacular',
    cast: [
      { role: 'director', name: 'Hannah Leclerc' },
      { role: 'director', name: 'Sam Whitlock' },
      { role: 'performer', name: 'Kwame Mensah' },
      { role: 'performer', name: 'Grace Okafor' },
      { role: 'performer', name: 'Marcus Bélanger' },
      { role: 'performer', name: 'Tama Rangihau' },
      { role: 'performer', name: 'Nikhil Desai' },
    ],
    durationMinutes: 120,
    workshops: [],
    suitability: 'All ages welcome. Some mild language.',
    description: `The week ends the way it began: **everyone on stage**. Performers from across the festival come together for one last, big, unrepeatable night.

*Bring tissues and your loudest applause.*`,
    sessions: [{ day: 7, startsAt: '19:00', venue: 'playhouse-main' }],
  },
] as const satisfies readonly ShowSeed[];

export type ShowSlug = (typeof SHOWS)[number]['slug'];
