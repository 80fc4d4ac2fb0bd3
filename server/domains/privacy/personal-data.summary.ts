import { formatDate, formatTimeRange } from '#core/festival/dates';
import { formatMoney } from '#core/payments/money';
import type { PersonalData } from './personal-data.service';

type Row = Record<string, unknown>;

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const when = (value: unknown) => (value instanceof Date ? `${formatDate(value)}` : text(value));
const sessionLine = (row: Row) =>
  row.startsAt instanceof Date && row.endsAt instanceof Date
    ? `${text(row.activity)}, ${formatDate(row.startsAt)} ${formatTimeRange(row.startsAt, row.endsAt)}`
    : text(row.activity);

function section(title: string, rows: readonly Row[], line: (row: Row) => string, empty = 'None.'): string[] {
  return [
    ``,
    `${title} (${rows.length})`,
    ...(rows.length === 0 ? [`  ${empty}`] : rows.map((row) => `  - ${line(row)}`)),
  ];
}

/**
 * A readable account of the same data as the JSON file, for a person who does not read JSON:
 * what the festival holds, section by section, with counts.
 */
export function summarisePersonalData(data: PersonalData, generatedAt: Date): string {
  const t = data.tables;
  const [user] = (t.users ?? []) as Row[];
  const [profile] = (t.profiles ?? []) as Row[];
  const festivalOf = new Map(((t.registrations ?? []) as Row[]).map((row) => [row.id, row.festivalId]));
  const festival = (row: Row) => `NZIF ${text(festivalOf.get(row.registrationId))}`;
  const lines = [
    `Everything the New Zealand Improv Festival holds about you`,
    `Prepared ${formatDate(generatedAt)} for account ${data.person.email}. The JSON file has every field.`,
    ``,
    `Account`,
    `  Email: ${text(user?.email)}`,
    `  Created: ${when(user?.createdAt)}`,
    `  Staff permissions: ${Array.isArray(user?.permissions) && user.permissions.length > 0 ? user.permissions.join(', ') : 'none'}`,
    `  Password: kept only as a one-way hash`,
    ``,
    `Profile`,
    ...(profile
      ? [
          `  Name: ${text(profile.name)}`,
          `  Pronouns: ${text(profile.pronouns)}`,
          `  Phone: ${text(profile.phone)}`,
          `  Bio: ${text(profile.bio)}`,
          `  Photo: ${(t.pictures ?? []).length > 0 ? 'yes' : 'none'}`,
        ]
      : ['  None.']),
    ...section(
      'Devices signed in',
      (t.auth_tokens ?? []) as Row[],
      (row) => `last used ${when(row.lastUsedAt)}`,
    ),
    ...section(
      'Registrations',
      (t.registrations ?? []) as Row[],
      (row) =>
        `NZIF ${text(row.festivalId)}: ${row.completedAt ? `completed ${when(row.completedAt)}` : 'not completed'}; photos ${row.photoPermission === true ? 'allowed' : row.photoPermission === false ? 'not allowed' : 'not asked'}`,
    ),
    ...section(
      'Workshops you ranked',
      (t.preferences ?? []) as Row[],
      (row) => `${festival(row)} #${text(row.position)}: ${sessionLine(row)}`,
    ),
    ...section('Places', (t.placements ?? []) as Row[], (row) => `${festival(row)}: ${sessionLine(row)}`),
    ...section(
      'Waitlists',
      (t.waitlist_entries ?? []) as Row[],
      (row) => `${festival(row)}: ${sessionLine(row)} (position ${text(row.position)})`,
    ),
    ...section(
      'Favourites on the programme',
      (t.favourites ?? []) as Row[],
      (row) => `NZIF ${text(row.festivalId)}: ${text(row.activity)} (starred ${when(row.starredAt)})`,
    ),
    ...section(
      'Attendance',
      (t.attendance ?? []) as Row[],
      (row) => `${sessionLine(row)}${row.walkIn ? ' (walk-in)' : ''}`,
    ),
    ...section(
      'History of your registrations',
      (t.registration_events ?? []) as Row[],
      (row) => `${when(row.createdAt)}: ${text(row.kind)}`,
    ),
    ...section(
      'Payments',
      (t.payments ?? []) as Row[],
      (row) =>
        `${when(row.createdAt)} ${text(row.kind)} ${formatMoney(Number(row.amount))} (${text(row.state)})`,
    ),
    ...section(
      'Donations',
      (t.donations ?? []) as Row[],
      (row) =>
        `${when(row.createdAt)} ${formatMoney(Number(row.amount))} (${text(row.state)})${row.anonymous ? ', anonymous' : ''}`,
    ),
    ...section(
      'Feedback you gave',
      (t.feedback ?? []) as Row[],
      (row) => `${sessionLine(row)}: ${row.rating ? `${row.rating}/5` : 'no rating'}`,
    ),
    ...section(
      'Presenting',
      (t.cast_members ?? []) as Row[],
      (row) => `NZIF ${text(row.festivalId)}: ${text(row.activity)} (${text(row.role)})`,
    ),
    ...section(
      'Emails sent to you',
      (t.emails ?? []) as Row[],
      (row) => `${when(row.createdAt)}: ${text(row.subject)}`,
    ),
    ...section(
      'Messages to your sessions',
      (t.session_messages ?? []) as Row[],
      (row) => `${when(row.sentAt)} ${text(row.activity)}: ${text(row.subject)}`,
    ),
    ...section(
      'Emails from the festival team to a group',
      (t.group_messages ?? []) as Row[],
      (row) => `${when(row.sentAt)} ${text(row.subject)}`,
    ),
    ...section(
      'Audit log entries about you',
      (t.audit_entries ?? []) as Row[],
      (row) => `${when(row.createdAt)}: ${text(row.action)} by ${text(row.actorName)}`,
    ),
    ``,
    `Also held: ${(t.rate_limit_hits ?? []).length} recent sign-in attempt records, ${(t.password_reset_tokens ?? []).length} password reset links, ${(t.login_links ?? []).length} log-in links, ${(t.stripe_events ?? []).length} card payment notices from Stripe.`,
  ];
  return `${lines.join('\n')}\n`;
}
