import type { CityName } from './cities';

export interface PresenterSeed {
  name: string;
  pronouns: string;
  city: CityName;
  bio: string;
}

/** The profile that stands for the festival itself. */
export const FESTIVAL_PROFILE = {
  name: 'NZIF',
  pronouns: '',
  city: 'Wellington',
  bio: 'The New Zealand Improv Festival brings improvisers from Aotearoa and around the world to Te Whanganui-a-Tara every spring for a week of workshops, shows and late-night jams.',
} as const satisfies PresenterSeed;

/** Invented people: any likeness to real improvisers is accidental. */
export const PRESENTERS = [
  {
    name: 'Aroha Kingi',
    pronouns: 'she/her',
    city: 'Wellington',
    bio: 'Aroha has taught improv in Te Whanganui-a-Tara for over a decade. She runs a weekly drop-in class that has become a first home for hundreds of new players. Her teaching is warm, practical and full of laughter.',
  },
  {
    name: 'Tama Rangihau',
    pronouns: 'he/him',
    city: 'Wellington',
    bio: 'Tama performs in te reo Māori and English and loves a scene that moves between the two. He co-founded a bilingual troupe that tours kura and marae. Off stage he is a secondary school drama teacher.',
  },
  {
    name: 'Mele Fonoti',
    pronouns: 'she/her',
    city: 'Auckland',
    bio: 'Mele is a Samoan-born performer and storyteller based in Tāmaki Makaurau. Her shows weave family stories, song and improvisation. She is known for making a full house feel like a family gathering.',
  },
  {
    name: 'Sione Havili',
    pronouns: 'he/him',
    city: 'Auckland',
    bio: 'Sione grew up on the stages of church halls and school festivals in South Auckland. He now directs a Pasifika improv company and mentors young performers. His characters are big-hearted and impossible to forget.',
  },
  {
    name: 'Priya Raman',
    pronouns: 'she/her',
    city: 'Wellington',
    bio: 'Priya came to improv from a career in speech therapy and never stopped listening. She coaches corporate teams and community groups alike. Her favourite moment in any scene is the pause before someone speaks.',
  },
  {
    name: 'Jack Thornbury',
    pronouns: 'he/him',
    city: 'Christchurch',
    bio: 'Jack has been playing theatresports in Ōtautahi since he was fifteen. He now coaches the city’s youth league and teaches teachers how to run games in the classroom. He still thinks the best game ever invented is Freeze.',
  },
  {
    name: 'Ngaire Whitcombe',
    pronouns: 'she/her',
    city: 'Dunedin',
    bio: 'Ngaire founded Ōtepoti’s longest-running improv night in a room above a bookshop. She has trained three generations of local players. She writes a newsletter about teaching improv that is read far beyond the South Island.',
  },
  {
    name: 'Wiremu Paki',
    pronouns: 'he/him',
    city: 'Hamilton',
    bio: 'Wiremu is a researcher who studies how groups make decisions, and an improviser who tests his theories on stage. He has spoken at conferences on play, learning and community. He is also a very good ukulele player.',
  },
  {
    name: 'Hannah Leclerc',
    pronouns: 'she/her',
    city: 'Wellington',
    bio: 'Hannah directs long-form narrative shows and has a soft spot for a three-act structure. Her productions have played in Wellington, Melbourne and Edinburgh. She teaches story the way other people teach cooking: with lots of tasting.',
  },
  {
    name: 'Kit Marsden',
    pronouns: 'they/them',
    city: 'Wellington',
    bio: 'Kit trained in physical theatre and mime before discovering that improv let them talk as well. Their object work is so precise audiences swear they saw the teapot. Kit teaches movement at a local drama school.',
  },
  {
    name: 'Ruby Tane-Morris',
    pronouns: 'she/her',
    city: 'Nelson',
    bio: 'Ruby makes improvised theatre for children and the grown-ups who bring them. Her company tours schools and libraries across Te Tauihu. She believes the toughest and best critics in the world are seven years old.',
  },
  {
    name: 'Daniel Cho',
    pronouns: 'he/him',
    city: 'Auckland',
    bio: 'Daniel is a pianist and musical director who can make up a power ballad about anything in under a second. He has accompanied improvised musicals on three continents. He teaches improvisers to trust their singing voices.',
  },
  {
    name: 'Losa Tupou',
    pronouns: 'she/her',
    city: 'Wellington',
    bio: 'Losa is a Tongan New Zealander who performs with two Wellington troupes. She brings a love of oratory and a very dry sense of humour to every scene. By day she works in public health.',
  },
  {
    name: 'Marama Eruera',
    pronouns: 'she/her',
    city: 'Christchurch',
    bio: 'Marama has worked in playback theatre for twenty years, with communities rebuilding after the earthquakes and with people in hospitals and prisons. She believes every story told with care is a gift. She is a trained counsellor.',
  },
  {
    name: 'Finn O’Driscoll',
    pronouns: 'he/him',
    city: 'Dunedin',
    bio: 'Finn is a sound designer and multi-instrumentalist who scores improvised shows live. He builds strange instruments out of kitchen utensils and loop pedals. He has played for dance, theatre and a very confused wedding.',
  },
  {
    name: 'Ana Vaifale',
    pronouns: 'she/her',
    city: 'Palmerston North',
    bio: 'Ana runs community theatre programmes in Te Papaioea and has used playback theatre with youth groups for years. She is passionate about making the stage a place everyone belongs. She sings in a gospel choir.',
  },
  {
    name: 'Rāwiri Tait',
    pronouns: 'he/him',
    city: 'Napier',
    bio: 'Rāwiri is a festival producer who has worked on arts events across Te Matau-a-Māui. He is interested in how small festivals can stay sustainable. He started improvising to get better at thinking on his feet in funding meetings.',
  },
  {
    name: 'Sam Whitlock',
    pronouns: 'they/them',
    city: 'Wellington',
    bio: 'Sam is known for slow, quiet scenes that leave audiences holding their breath. They direct a two-person show that has run monthly for six years. Sam teaches patience, which they admit they are still learning.',
  },
  {
    name: 'Isla McKenzie',
    pronouns: 'she/her',
    city: 'Christchurch',
    bio: 'Isla is a psychologist and improviser who runs classes for people living with anxiety. Her sessions are gentle, structured and surprisingly silly. She has written about applied improvisation for health journals.',
  },
  {
    name: 'Mei Lin Zhao',
    pronouns: 'she/her',
    city: 'Auckland',
    bio: 'Mei Lin performs short-form and long-form with equal glee. She produces a monthly comedy night in Tāmaki Makaurau that showcases new troupes. She has never turned down a suggestion, no matter how odd.',
  },
  {
    name: 'Hemi Walker',
    pronouns: 'he/him',
    city: 'Wellington',
    bio: 'Hemi is a mask maker and performer who trained in carving before theatre. His masks are worn by companies around Aotearoa. He hosts the festival’s late-night gatherings with unflappable charm.',
  },
  {
    name: 'Georgia Pettigrew',
    pronouns: 'she/her',
    city: 'Auckland',
    bio: 'Georgia is an actor who moved from scripted drama into improvisation and brought her love of truthful acting with her. She coaches screen actors in spontaneity. She chairs a national network of improv teachers.',
  },
  {
    name: 'Bronwyn Achterberg',
    pronouns: 'she/her',
    city: 'Melbourne',
    bio: 'Bronwyn directs improvised plays in Naarm and has a reputation for shows that feel written. She teaches directors to shape a story from the side of the stage. Her ensemble has toured to every festival in Australia.',
  },
  {
    name: 'Nikhil Desai',
    pronouns: 'he/him',
    city: 'Melbourne',
    bio: 'Nikhil is obsessed with film genres and can improvise a noir, a western or a heist thriller on demand. He studied cinema before falling into improv. His shows come with live lighting that would make a cinematographer jealous.',
  },
  {
    name: 'Jarrah Collins',
    pronouns: 'they/them',
    city: 'Melbourne',
    bio: 'Jarrah plays in one of Naarm’s busiest Harold teams and coaches several more. They are fascinated by edits, transitions and the moment a show changes gear. Jarrah also hosts a podcast about improv history.',
  },
  {
    name: 'Elena Papadakis',
    pronouns: 'she/her',
    city: 'Melbourne',
    bio: 'Elena trained in classical theatre and can improvise iambic pentameter at speed. She leads a company that makes up Shakespearean plays every week. She claims rhyming couplets are just a matter of practice.',
  },
  {
    name: 'Tom Nguyen',
    pronouns: 'he/him',
    city: 'Sydney',
    bio: 'Tom is a short-form champion who has captained winning teams at competitions on both sides of the Tasman. He runs Warrang’s most chaotic weekly game show. His energy on stage is matched only by his kindness off it.',
  },
  {
    name: 'Grace Okafor',
    pronouns: 'she/her',
    city: 'Sydney',
    bio: 'Grace is a Nigerian-Australian singer and improviser who directs improvised musicals. She has a gift for turning a nervous group into a confident chorus. Her workshops always end with a song.',
  },
  {
    name: 'Lachlan Byrne',
    pronouns: 'he/him',
    city: 'Sydney',
    bio: 'Lachlan has hosted more theatresports matches than he can count. He teaches game structure and how to keep an audience on side. He is a primary school teacher, which he says is the same job.',
  },
  {
    name: 'Mia Kowalczyk',
    pronouns: 'she/her',
    city: 'Brisbane',
    bio: 'Mia performs in a horror-comedy troupe in Meanjin that improvises B-movies. She loves cheap special effects and bigger screams. She designs sets and props for local theatre.',
  },
  {
    name: 'Darcy Fitzgerald',
    pronouns: 'he/they',
    city: 'Brisbane',
    bio: 'Darcy is a monologist and long-form player who opens shows with stories from his own life. He teaches performers to find scenes hidden in true stories. He also writes for radio.',
  },
  {
    name: 'Ellie Marchetti',
    pronouns: 'she/her',
    city: 'Perth',
    bio: 'Ellie founded Boorloo’s first all-women improv company. She performs, directs and produces, and she runs a mentoring scheme for new producers. She has a weakness for a well-timed musical number.',
  },
  {
    name: 'Yusuf Haddad',
    pronouns: 'he/him',
    city: 'Adelaide',
    bio: 'Yusuf is an arts administrator and improviser who has programmed festivals in Tarntanya for years. He speaks on access and inclusion in the performing arts. He still plays in a weekly team for fun.',
  },
  {
    name: 'Olivia Ashworth',
    pronouns: 'she/her',
    city: 'London',
    bio: 'Olivia has taught status work in London for fifteen years and has a way of making the invisible visible. Her classes are precise, playful and often revelatory. She directs a company specialising in improvised period drama.',
  },
  {
    name: 'Kwame Mensah',
    pronouns: 'he/him',
    city: 'London',
    bio: 'Kwame performs a solo improvised show that has toured festivals across Europe. He plays every character himself, sometimes mid-sentence. He teaches performers how to stand alone on stage without feeling alone.',
  },
  {
    name: 'Lena Hoffmann',
    pronouns: 'she/her',
    city: 'Berlin',
    bio: 'Lena teaches character work through movement and voice. She trained in physical theatre in Paris before co-founding an English-language improv theatre in Berlin. Her characters tend to arrive posture first.',
  },
  {
    name: 'Marcus Bélanger',
    pronouns: 'he/him',
    city: 'Toronto',
    bio: 'Marcus is a clown and improviser who performs in English and French. He has played hospitals, circus tents and opera houses. He teaches failure as a skill and insists it is the most useful one he has.',
  },
  {
    name: 'Tasha Greenfield',
    pronouns: 'she/her',
    city: 'Chicago',
    bio: 'Tasha has performed long-form in Chicago for twenty years and coached dozens of Harold teams. She cares about group mind and patient openings. Her notes are short, kind and usually exactly right.',
  },
  {
    name: 'DeShawn Ellery',
    pronouns: 'he/him',
    city: 'Chicago',
    bio: 'DeShawn is an actor and improv teacher who specialises in emotionally grounded scenes. He trained at a Chicago conservatory and now teaches across North America. He believes the funniest scenes are the most honest ones.',
  },
  {
    name: 'Yuki Hanazawa',
    pronouns: 'she/her',
    city: 'Tokyo',
    bio: 'Yuki improvises in Japanese and English and runs an international jam in Tokyo. She is interested in how scenes change when languages meet. She also translates plays.',
  },
  {
    name: 'Joris van Dam',
    pronouns: 'he/him',
    city: 'Amsterdam',
    bio: 'Joris has taught mask and character for over twenty years. He makes his own half-masks from leather and paper. His workshops are quiet, intense and full of surprises.',
  },
  {
    name: 'Aino Lehtinen',
    pronouns: 'she/her',
    city: 'Helsinki',
    bio: 'Aino performs gibberish shows that audiences understand perfectly without a single real word. She trained in clown and puppetry. She has toured to festivals in over twenty countries.',
  },
] as const satisfies readonly PresenterSeed[];

export type PresenterName = (typeof PRESENTERS)[number]['name'] | typeof FESTIVAL_PROFILE.name;
