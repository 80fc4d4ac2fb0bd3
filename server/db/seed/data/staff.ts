import type { CityName } from './cities';

export const DEMO_STAFF = {
  email: 'admin@improvfest.nz',
  password: 'festival-admin-2027',
  name: 'Hana Parata',
} as const;

/** A second staff account with the team_member permission; same password as the admin. */
export const DEMO_TEAM_MEMBER = {
  email: 'team@improvfest.nz',
  password: DEMO_STAFF.password,
  name: 'Ari Mathers',
} as const;

export const DEMO_PARTICIPANT_PASSWORD = 'festival-participant-2027';

export const STAFF_ACCOUNTS: ReadonlyArray<{
  email: string;
  name: string;
  permissions: string[];
  city: CityName;
}> = [
  { email: DEMO_STAFF.email, name: DEMO_STAFF.name, permissions: ['admin'], city: 'Wellington' },
  {
    email: DEMO_TEAM_MEMBER.email,
    name: DEMO_TEAM_MEMBER.name,
    permissions: ['team_member'],
    city: 'Wellington',
  },
];
