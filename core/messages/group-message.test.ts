import { describe, expect, it } from 'vitest';
import { firstNameOf, personalise, ZGroupFilter, ZGroupMessage } from './group-message';

describe('group message filters [issue 26]', () => {
  it('needs a session for "has a place in a session" and a day for "has a place on a day"', () => {
    expect(ZGroupFilter.safeParse({ audience: 'PlacedInSession' }).success).toBe(false);
    expect(ZGroupFilter.safeParse({ audience: 'PlacedInSession', sessionId: '12' }).success).toBe(true);
    expect(ZGroupFilter.safeParse({ audience: 'PlacedOnDay', day: '2027-10-04' }).success).toBe(true);
    expect(ZGroupFilter.safeParse({ audience: 'PlacedOnDay', day: '4 Oct' }).success).toBe(false);
    expect(ZGroupFilter.safeParse({ audience: 'PlacedOnDay' }).success).toBe(false);
  });

  it('refuses what cannot be a session id, an unknown audience, and unpaid tutors', () => {
    expect(ZGroupFilter.safeParse({ audience: 'Waiting', sessionId: '0' }).success).toBe(false);
    expect(ZGroupFilter.safeParse({ audience: 'Someone' }).success).toBe(false);
    expect(ZGroupFilter.safeParse({ audience: 'Tutors', unpaidOnly: true }).success).toBe(false);
  });

  it('defaults to completed registrations, all of them', () => {
    expect(ZGroupFilter.parse({ audience: 'Everyone' })).toMatchObject({
      registrationState: 'Completed',
      unpaidOnly: false,
    });
  });

  it('needs a one-line subject and a body', () => {
    expect(ZGroupMessage.safeParse({ subject: 'Hi', body: ' ' }).success).toBe(false);
    expect(ZGroupMessage.safeParse({ subject: 'Hi\nthere', body: 'x' }).success).toBe(false);
    expect(ZGroupMessage.safeParse({ subject: 'Hi', body: 'x' }).success).toBe(true);
  });
});

describe('personalise [issue 26]', () => {
  it('gives each recipient their own name and email, and leaves unknown placeholders visible', () => {
    const who = { name: 'Aroha Ngata', email: 'aroha@example.org' };
    expect(personalise('Kia ora {{firstName}} ({{ name }}, {{email}}) {{nickname}}', who)).toBe(
      'Kia ora Aroha (Aroha Ngata, aroha@example.org) {{nickname}}',
    );
    expect(firstNameOf('  Cher ')).toBe('Cher');
  });
});
