import type { PresenterName } from './presenters';
import type { VenueKey } from './venues';

export type WorkshopPart = 'morning' | 'afternoon' | 'allDay';

export interface WorkshopSessionSeed {
  /** Days after the festival's first day (0 = Saturday 2 October). */
  day: number;
  part: WorkshopPart;
  venue: VenueKey;
}

export interface WorkshopSeed {
  name: string;
  slug: string;
  tutors: readonly PresenterName[];
  capacity: number;
  /** Relative weight when demo participants pick what they want most. */
  popularity: number;
  suitability: string;
  description: string;
  sessions: readonly WorkshopSessionSeed[];
}

const ALL_LEVELS = 'Open to all levels, including complete beginners.';
const SOME_EXPERIENCE = 'For improvisers with at least a year of regular classes or performing.';
const EXPERIENCED = 'For experienced performers who are comfortable leading scenes.';

export const WORKSHOPS = [
  {
    name: 'Yes, And… and Beyond',
    slug: 'yes-and-beyond',
    tutors: ['Aroha Kingi'],
    capacity: 16,
    popularity: 2,
    suitability: ALL_LEVELS,
    description: `Everyone has heard of *yes, and*. This workshop digs into what it really asks of us: noticing an offer, valuing it, and building on it so your partner looks brilliant.

We will play with:
- accepting offers you did not expect
- adding one clear idea at a time
- finding the fun in agreement rather than conflict`,
    sessions: [
      { day: 1, part: 'morning', venue: 'rehearsal-rooms' },
      { day: 4, part: 'morning', venue: 'rehearsal-rooms' },
    ],
  },
  {
    name: 'Status Games',
    slug: 'status-games',
    tutors: ['Olivia Ashworth'],
    capacity: 14,
    popularity: 14,
    suitability: ALL_LEVELS,
    description: `Every relationship on stage is a negotiation of **status**: who leads, who follows, who takes up space. Learn to see it, play it and flip it.

Through games, walks and scenes you will discover how a tiny change in posture or eye contact can transform a scene. Expect to laugh at yourself a great deal.`,
    sessions: [{ day: 1, part: 'morning', venue: 'kowhai-studios' }],
  },
  {
    name: 'The Art of Listening',
    slug: 'the-art-of-listening',
    tutors: ['Priya Raman'],
    capacity: 16,
    popularity: 2,
    suitability: ALL_LEVELS,
    description: `Great scenes are built by people who hear each other. This session slows everything down so you can catch the offers you usually miss.

- Repeat, reflect and respond
- Listening with your whole body
- Letting the last line change you

You will leave *hearing* your scene partners in a new way.`,
    sessions: [{ day: 1, part: 'afternoon', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Characters from the Body',
    slug: 'characters-from-the-body',
    tutors: ['Lena Hoffmann'],
    capacity: 14,
    popularity: 3,
    suitability: SOME_EXPERIENCE,
    description: `Stop thinking up characters and start *finding* them. We begin with posture, rhythm and breath, and let voice and attitude follow.

By the end of the afternoon you will have a toolkit of physical starting points and a handful of characters you never knew you had in you.`,
    sessions: [{ day: 1, part: 'afternoon', venue: 'kowhai-studios' }],
  },
  {
    name: 'Musical Improv Intensive',
    slug: 'musical-improv-intensive',
    tutors: ['Grace Okafor', 'Daniel Cho'],
    capacity: 14,
    popularity: 4,
    suitability: 'Open to all levels. You do not need to read music or think of yourself as a singer.',
    description: `A full day of making up songs with a live pianist. We start with rhythm and rhyme and build up to **whole improvised numbers**: openers, duets and the big finale.

You will learn:
- simple song structures that always work
- how to listen to the piano and let it lead
- how to sing *through* nerves rather than around them

Some participants will join the cast of *The Unrehearsed Musical* later in the week.`,
    sessions: [{ day: 1, part: 'allDay', venue: 'playhouse-studio' }],
  },
  {
    name: 'The Harold, Unpacked',
    slug: 'the-harold-unpacked',
    tutors: ['Tasha Greenfield'],
    capacity: 14,
    popularity: 12,
    suitability: SOME_EXPERIENCE,
    description: `The Harold is the classic long-form structure: openings, three beats, group games and connections. We will take it apart piece by piece and put it back together.

Expect plenty of stage time and *specific*, supportive notes. Workshop members are invited to perform in **Harold Night** on Tuesday.`,
    sessions: [{ day: 2, part: 'morning', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Object Work and Space',
    slug: 'object-work-and-space',
    tutors: ['Kit Marsden'],
    capacity: 16,
    popularity: 2,
    suitability: ALL_LEVELS,
    description: `The stage is empty, but it does not have to look that way. Learn to create **objects, rooms and landscapes** that your audience can see.

- Weight, size and texture of mimed objects
- Building an environment together
- Using the space to inspire the scene`,
    sessions: [{ day: 2, part: 'morning', venue: 'kowhai-studios' }],
  },
  {
    name: 'Alone on Stage: Solo Improv',
    slug: 'alone-on-stage',
    tutors: ['Kwame Mensah'],
    capacity: 12,
    popularity: 3,
    suitability: EXPERIENCED,
    description: `Solo improvisation asks you to be every character, the narrator and the audience’s guide, all at once. This full-day workshop gives you the tools to hold the stage by yourself.

We work on switching characters cleanly, finding a throughline and *trusting silence*. Graduates may be invited into **Solo Flights**.`,
    sessions: [{ day: 2, part: 'allDay', venue: 'st-kevins-hall' }],
  },
  {
    name: 'Fast and Loose: Short-form Games',
    slug: 'short-form-games',
    tutors: ['Tom Nguyen', 'Lachlan Byrne'],
    capacity: 16,
    popularity: 3,
    suitability: ALL_LEVELS,
    description: `Loud, quick and joyful. This workshop is all about **short-form games**: the structures that make audiences roar at theatresports.

- Why each game works and how to break it well
- Hosting and setting up a game in ten seconds
- Keeping energy high without leaving your partner behind`,
    sessions: [
      { day: 2, part: 'afternoon', venue: 'rehearsal-rooms' },
      { day: 6, part: 'morning', venue: 'kowhai-studios' },
    ],
  },
  {
    name: 'Stories with Spine',
    slug: 'stories-with-spine',
    tutors: ['Hannah Leclerc'],
    capacity: 14,
    popularity: 3,
    suitability: SOME_EXPERIENCE,
    description: `Why do some improvised stories feel inevitable and others fall apart? We look at the **spine** of a story: a want, an obstacle and a change.

Through short exercises and longer narrative scenes you will practise *platform, tilt and resolution* until they become instinct.`,
    sessions: [{ day: 2, part: 'afternoon', venue: 'kowhai-studios' }],
  },
  {
    name: 'Clowning for Improvisers',
    slug: 'clowning-for-improvisers',
    tutors: ['Marcus Bélanger'],
    capacity: 14,
    popularity: 5,
    suitability: ALL_LEVELS,
    description: `The clown lives in the moment, fails gloriously and shares everything with the audience. These are *exactly* the muscles an improviser needs.

- Finding your clown’s delight
- The flop: failing in full view
- Playing directly with the audience

No red noses required, though a few may appear.`,
    sessions: [{ day: 3, part: 'morning', venue: 'kowhai-studios' }],
  },
  {
    name: 'Verse on the Spot',
    slug: 'verse-on-the-spot',
    tutors: ['Elena Papadakis'],
    capacity: 16,
    popularity: 3,
    suitability: SOME_EXPERIENCE,
    description: `Thee and thou, prithee and forsooth! Learn to improvise in **heightened language**, from iambic rhythm to soliloquies and rhyming exits.

You do not need to know Shakespeare well. You will leave able to *speak in verse* without panicking, and with a new love of a good couplet.`,
    sessions: [
      { day: 3, part: 'morning', venue: 'rehearsal-rooms' },
      { day: 6, part: 'afternoon', venue: 'kowhai-studios' },
    ],
  },
  {
    name: 'Directing the Improvised Play',
    slug: 'directing-the-improvised-play',
    tutors: ['Bronwyn Achterberg'],
    capacity: 12,
    popularity: 2,
    suitability: EXPERIENCED,
    description: `A full day for improvisers who want to **shape** a show from the outside: calling scenes, setting lights and guiding a story to its end.

We cover:
- side-coaching without taking over
- building a format from a single idea
- giving notes that actors can use tonight`,
    sessions: [{ day: 3, part: 'allDay', venue: 'st-kevins-hall' }],
  },
  {
    name: 'Two Tongues: Improvising Bilingually',
    slug: 'two-tongues',
    tutors: ['Tama Rangihau', 'Yuki Hanazawa'],
    capacity: 14,
    popularity: 2,
    suitability:
      'Open to all levels. Speakers of any language other than English are especially welcome; you do not need to be fluent.',
    description: `What happens when a scene moves between languages? We explore how **meaning, rhythm and character** change when more than one language is on stage.

The workshop uses te reo Māori, Japanese and whatever languages participants bring. *Understanding every word* is not the goal; connecting is.`,
    sessions: [{ day: 3, part: 'afternoon', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Genre: Film Noir',
    slug: 'film-noir',
    tutors: ['Nikhil Desai'],
    capacity: 14,
    popularity: 3,
    suitability: SOME_EXPERIENCE,
    description: `Rain on the window. A stranger in the doorway. A voice-over that knows too much. Learn the moods, characters and **storytelling rules of film noir**.

- Hard-boiled narration
- Femmes fatales, fall guys and double-crosses
- Lighting your scene with words

Participants can join *Noir After Dark* on Wednesday.`,
    sessions: [{ day: 3, part: 'afternoon', venue: 'kowhai-studios' }],
  },
  {
    name: 'Emotional Realism',
    slug: 'emotional-realism',
    tutors: ['DeShawn Ellery', 'Georgia Pettigrew'],
    capacity: 14,
    popularity: 12,
    suitability: SOME_EXPERIENCE,
    description: `The funniest scenes are often the **most honest**. This workshop helps you play real feelings, let them land and let them change you.

We work on *emotional specificity*, reacting before speaking, and staying present when a scene gets tender. A calm, respectful space for playing with big feelings.`,
    sessions: [{ day: 4, part: 'morning', venue: 'kowhai-studios' }],
  },
  {
    name: 'Live Scoring for Improv',
    slug: 'live-scoring',
    tutors: ['Finn O’Driscoll'],
    capacity: 12,
    popularity: 2,
    suitability:
      'For musicians and sound-makers of any level. Bring an instrument if you have one; we will provide plenty of odd ones.',
    description: `Improvised shows sound better with a live score. This full day is for **musicians, technicians and curious improvisers** who want to play alongside a scene.

- Underscoring without drowning the actors
- Sound effects from everyday objects
- Loop pedals and *building a soundscape* together`,
    sessions: [{ day: 4, part: 'allDay', venue: 'playhouse-studio' }],
  },
  {
    name: 'Teaching Improv to Beginners',
    slug: 'teaching-beginners',
    tutors: ['Ngaire Whitcombe', 'Jack Thornbury'],
    capacity: 16,
    popularity: 2,
    suitability: 'For anyone who teaches or wants to teach improv, in a theatre, school or workplace.',
    description: `Teaching improv is its own craft. Two long-time teachers share how they build a **safe, playful room** for people who have never improvised.

We cover:
- planning a first class
- choosing games for nervous groups
- giving feedback that builds confidence`,
    sessions: [{ day: 4, part: 'afternoon', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Mask Work',
    slug: 'mask-work',
    tutors: ['Joris van Dam', 'Hemi Walker'],
    capacity: 12,
    popularity: 3,
    suitability: SOME_EXPERIENCE,
    description: `A mask changes how you move, breathe and think. Working with **half-masks** made by the tutors, you will meet characters that seem to arrive on their own.

The work is quiet and *deeply playful*. We finish with short scenes in mask and time to talk about what came up. Members are invited into **Mask and Mirror**.`,
    sessions: [{ day: 4, part: 'afternoon', venue: 'kowhai-studios' }],
  },
  {
    name: 'Brave Spaces: Improv for Anxious Minds',
    slug: 'brave-spaces',
    tutors: ['Isla McKenzie'],
    capacity: 12,
    popularity: 2,
    suitability: 'Open to all. Designed for people who live with anxiety, but everyone is welcome.',
    description: `A gentle workshop that uses improv to practise **uncertainty, mistakes and being seen** in a kind and structured room.

- Clear instructions and opt-outs at every step
- Small groups before big ones
- *Plenty* of time to reflect`,
    sessions: [{ day: 5, part: 'morning', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Playback Theatre Basics',
    slug: 'playback-theatre',
    tutors: ['Marama Eruera', 'Ana Vaifale'],
    capacity: 16,
    popularity: 2,
    suitability: ALL_LEVELS,
    description: `In playback theatre, audience members tell true stories and performers **play them back** on the spot. It is improvisation as an act of listening and care.

You will learn the basic forms (*fluid sculptures, pairs and full stories*) and the role of the conductor who holds the room.`,
    sessions: [{ day: 5, part: 'morning', venue: 'kowhai-studios' }],
  },
  {
    name: 'Gibberish and Gesture',
    slug: 'gibberish-and-gesture',
    tutors: ['Aino Lehtinen'],
    capacity: 14,
    popularity: 3,
    suitability: ALL_LEVELS,
    description: `What if you could not use real words? **Gibberish** frees you from clever lines and throws you back on tone, gesture and connection.

We play with:
- emotional gibberish
- translation games
- whole scenes where *no one* speaks a real language`,
    sessions: [{ day: 5, part: 'morning', venue: 'riddiford-hall' }],
  },
  {
    name: 'Improvising for Young Audiences',
    slug: 'young-audiences',
    tutors: ['Ruby Tane-Morris'],
    capacity: 14,
    popularity: 2,
    suitability: ALL_LEVELS,
    description: `Children are honest, noisy and brilliant audiences. Learn how to make **improvised shows for young people** that respect their imaginations.

- Taking suggestions from a room of six-year-olds
- Stories with clear stakes and big heart
- *Interactive* moments that do not derail the show`,
    sessions: [{ day: 5, part: 'afternoon', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Edits and Tag-outs',
    slug: 'edits-and-tag-outs',
    tutors: ['Jarrah Collins'],
    capacity: 14,
    popularity: 2,
    suitability: SOME_EXPERIENCE,
    description: `The moments *between* scenes shape a long-form show as much as the scenes themselves. Learn when and how to **edit**, and what each kind of edit says.

Sweep edits, tag-outs, walk-ons and time dashes: we will practise them all until they feel natural.`,
    sessions: [{ day: 5, part: 'afternoon', venue: 'kowhai-studios' }],
  },
  {
    name: 'Pacific Stories on Stage',
    slug: 'pacific-stories',
    tutors: ['Mele Fonoti', 'Sione Havili'],
    capacity: 12,
    popularity: 15,
    suitability: ALL_LEVELS,
    description: `Drawing on Pacific traditions of **storytelling, song and humour**, this workshop explores how family, place and community can shape improvised scenes.

Expect *laughter, singing and a lot of heart*. Participants are invited to join the ensemble of **Tales from the Moana**.`,
    sessions: [{ day: 5, part: 'afternoon', venue: 'riddiford-hall' }],
  },
  {
    name: 'Monologues and Openings',
    slug: 'monologue-openings',
    tutors: ['Darcy Fitzgerald'],
    capacity: 14,
    popularity: 2,
    suitability: SOME_EXPERIENCE,
    description: `A true story told at the top of a show can feed a whole evening of scenes. Learn to tell **short personal monologues** and mine them for ideas.

- Choosing what to share, and what to keep
- Finding *games* inside true stories
- Structuring a monologue opening for a team`,
    sessions: [{ day: 6, part: 'morning', venue: 'rehearsal-rooms' }],
  },
  {
    name: 'Slow Burn: Patient Scenes',
    slug: 'slow-burn',
    tutors: ['Sam Whitlock'],
    capacity: 12,
    popularity: 3,
    suitability: EXPERIENCED,
    description: `What if you did not need to rush? This workshop practises **patience**: long silences, small moves and scenes that breathe.

We play two-person scenes at *half speed* and discover how much an audience will lean in when you give them room.`,
    sessions: [{ day: 6, part: 'afternoon', venue: 'rehearsal-rooms' }],
  },
] as const satisfies readonly WorkshopSeed[];

export type WorkshopSlug = (typeof WORKSHOPS)[number]['slug'];
