/**
 * The four kinds of activity, their URL segments (`/workshops`, `/admin/social-events`) and labels
 * [RT-4]. Only workshops and shows are on the public programme [PG-1].
 */

export const ACTIVITY_TYPES = ['Workshop', 'Show', 'SocialEvent', 'Conference'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const URL_SEGMENTS: Readonly<Record<ActivityType, string>> = {
  Workshop: 'workshops',
  Show: 'shows',
  SocialEvent: 'social-events',
  Conference: 'conferences',
};

const PLURALS: Readonly<Record<ActivityType, string>> = {
  Workshop: 'Workshops',
  Show: 'Shows',
  SocialEvent: 'Social events',
  Conference: 'Conferences',
};

const SINGULARS: Readonly<Record<ActivityType, string>> = {
  Workshop: 'Workshop',
  Show: 'Show',
  SocialEvent: 'Social event',
  Conference: 'Conference',
};

export function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** 'workshops' → 'Workshop' and so on; anything else (including other casing) → null. */
export function activityTypeFromUrl(segment: string): ActivityType | null {
  return ACTIVITY_TYPES.find((type) => URL_SEGMENTS[type] === segment) ?? null;
}

/** 'Workshop' → 'workshops', 'SocialEvent' → 'social-events'. */
export function activityTypeToUrl(type: ActivityType): string {
  return URL_SEGMENTS[type];
}

/** The types listed on the public programme, in tab order. */
export const PUBLIC_PROGRAMME_TYPES = ['Workshop', 'Show'] as const satisfies readonly ActivityType[];
export type PublicProgrammeType = (typeof PUBLIC_PROGRAMME_TYPES)[number];

export function isPublicProgrammeType(type: string): type is PublicProgrammeType {
  return (PUBLIC_PROGRAMME_TYPES as readonly string[]).includes(type);
}

/** 'Workshops', 'Shows', 'Social events', 'Conferences' — also the admin page title [TI-3]. */
export function activityTypePlural(type: ActivityType): string {
  return PLURALS[type];
}

/** 'Workshop', 'Show', 'Social event', 'Conference'. */
export function activityTypeLabel(type: ActivityType): string {
  return SINGULARS[type];
}
