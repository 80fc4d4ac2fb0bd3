import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/festival/dates';
import { packagePrice } from '#core/registrations/pricing';
import { registrationEvents, registrations } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { EARLYBIRD, GENERAL, PAUSED } from '#server/test/demo-phases';
import { emailsTo, makeTutor } from './factories';
import {
  bySlug,
  mutate,
  PRICING,
  person,
  type Result,
  registered,
  setUpTestApp,
  staffHeaders,
  t,
} from './registrations.test-support';

setUpTestApp();

describe('festival phase', () => {
  it.each([
    [new Date('2026-10-01T00:00:00Z'), 'Pending'],
    [EARLYBIRD, 'Earlybird'],
    [PAUSED, 'Paused'],
    [GENERAL, 'General'],
    [new Date('2027-10-02T00:00:00Z'), 'Closed'],
  ])('at %s the festival is in phase %s', async (now, phase) => {
    t.setNow(now);
    const response = await t.graphql<{ festival: { phase: string } }>('{ festival { phase } }');
    expect(response.data?.festival.phase).toBe(phase);
  });

  it('shows the phase dates', async () => {
    const response = await t.graphql<{ festival: Record<string, string> }>(
      '{ festival { earlybirdOpensAt earlybirdClosesAt generalOpensAt registrationsCloseAt } }',
    );
    expect(response.data?.festival.earlybirdOpensAt).toBe(zonedInstant('2026-11-01', '09:00').toISOString());
    expect(response.data?.festival.registrationsCloseAt).toBe(
      zonedInstant('2027-10-01', '00:00').toISOString(),
    );
  });

  const SET_DATES = `mutation Set($input: PhaseDatesInput!) {
    updateFestivalPhaseDates(input: $input) {
      __typename ... on Error { message code } ... on Festival { phase generalOpensAt }
    }
  }`;
  const dates = {
    earlybirdOpensAt: '2026-11-01T00:00:00Z',
    earlybirdClosesAt: '2027-02-01T00:00:00Z',
    generalOpensAt: '2027-02-15T00:00:00Z',
    registrationsCloseAt: '2027-10-01T00:00:00Z',
  };

  const SEED_DATES = {
    earlybirdOpensAt: zonedInstant('2026-11-01', '09:00').toISOString(),
    earlybirdClosesAt: zonedInstant('2027-08-01', '00:00').toISOString(),
    generalOpensAt: zonedInstant('2027-08-15', '09:00').toISOString(),
    registrationsCloseAt: zonedInstant('2027-10-01', '00:00').toISOString(),
  };

  it('lets registration managers set the phase dates, refusing them out of order', async () => {
    try {
      const bad = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: { ...dates, earlybirdClosesAt: '2026-01-01T00:00:00Z' } },
        { headers: staffHeaders },
      );
      expect(bad.data?.updateFestivalPhaseDates.__typename).toBe('ValidationError');
      const ok = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: dates },
        { headers: staffHeaders },
      );
      // 1 March 2027 is now after general opened.
      expect(ok.data?.updateFestivalPhaseDates).toMatchObject({ __typename: 'Festival', phase: 'General' });
    } finally {
      // The seed's dates come back whatever happened above: later tests rely on them.
      const restored = await t.graphql<{ updateFestivalPhaseDates: Result }>(
        SET_DATES,
        { input: SEED_DATES },
        { headers: staffHeaders },
      );
      expect(restored.data?.updateFestivalPhaseDates.__typename).toBe('Festival');
    }
  });

  it('refuses phase dates to anonymous people and to staff without the registrations permission', async () => {
    const anonymous = await t.graphql(SET_DATES, { input: dates });
    expect(anonymous.errors?.[0]?.message).toBe('Not allowed');
    const team = await person({ permissions: ['team_member'] });
    const teamResponse = await t.graphql(SET_DATES, { input: dates }, { headers: team.headers });
    expect(teamResponse.errors?.[0]?.message).toBe('Not allowed');
  });
});

describe('the wizard (earlybird)', () => {
  it('walks a new person through details, code of conduct, preferences and completion', async () => {
    const p = await person();
    const none = await t.graphql<{ currentRegistration: null }>(
      '{ currentRegistration { id } }',
      {},
      {
        headers: p.headers,
      },
    );
    expect(none.data?.currentRegistration).toBeNull();

    const yourself = await mutate(
      'saveYourself',
      `input: { name: "Aroha Smith", pronouns: "she/her", email: "${p.email}", phone: "021 123 4567" }`,
      p.headers,
    );
    expect(yourself).toMatchObject({
      __typename: 'Registration',
      nextStep: 'codeOfConduct',
      completedAt: null,
    });

    const conduct = await mutate('acceptCodeOfConduct', 'photoPermission: false', p.headers);
    expect(conduct).toMatchObject({ nextStep: 'workshops', photoPermission: false });
    expect(conduct.codeOfConductAcceptedAt).toBe(EARLYBIRD.toISOString());

    // Three slots: a morning (two ranked), an afternoon, and a full day that counts as two.
    const morning1 = bySlug('status-games');
    const afternoon = bySlug('the-art-of-listening');
    const allDay = bySlug('alone-on-stage');
    const saved = await mutate(
      'saveWorkshopPreferences',
      `preferences: [
        { sessionId: "${morning1.id}", position: 1 },
        { sessionId: "${afternoon.id}", position: 1 },
        { sessionId: "${allDay.id}", position: 1 }
      ]`,
      p.headers,
    );
    expect(saved.__typename).toBe('Registration');
    expect(saved.preferences).toHaveLength(3);
    const cart = saved.cart as { workshopsCount: number; total: number };
    expect(cart.workshopsCount).toBe(4);
    expect(cart.total).toBe(packagePrice(4, PRICING));

    const done = await mutate('completeRegistration', '', p.headers);
    expect(done.completedAt).toBe(EARLYBIRD.toISOString());
    await mutate('completeRegistration', '', p.headers);

    const sent = await emailsTo(t.db, p.email);
    expect(sent.map((e) => e.kind)).toEqual(['registration-preferences-saved', 'registration-received']);
    expect(sent[0]?.text).toMatch(/^1\. /m);
    expect(sent[1]?.subject).toBe(`Your NZIF ${DEMO_FESTIVAL_YEAR} registration`);
    expect(sent.every((e) => e.text.length > 0 && (e.html ?? '').includes('<p>'))).toBe(true);

    const [row] = await t.db.select().from(registrations).where(eq(registrations.userId, p.userId));
    const events = await t.db
      .select({ kind: registrationEvents.kind })
      .from(registrationEvents)
      .where(eq(registrationEvents.registrationId, row?.id ?? 0));
    expect(events.map((e) => e.kind).sort()).toEqual(
      ['code-of-conduct-accepted', 'completed', 'created', 'preferences-saved'].sort(),
    );
  });

  it('emails a ranking saved silently before a reload once, on Next, and never the same one twice [issue 11] [RT-9]', async () => {
    const p = await person();
    await mutate('saveYourself', `input: { name: "Rewi Parata", email: "${p.email}" }`, p.headers);
    await mutate('acceptCodeOfConduct', 'photoPermission: true', p.headers);
    const morning = bySlug('status-games');
    const afternoon = bySlug('the-art-of-listening');
    const one = `preferences: [{ sessionId: "${morning.id}", position: 1 }]`;
    const two = `preferences: [{ sessionId: "${morning.id}", position: 1 }, { sessionId: "${afternoon.id}", position: 1 }]`;
    const kinds = async () => (await emailsTo(t.db, p.email)).map((e) => e.kind);

    // Saved as they went (no email), then the page was reloaded: the page's own memory is gone.
    await mutate('saveWorkshopPreferences', `${one}, notify: false`, p.headers);
    expect(await kinds()).toEqual([]);
    // Next always asks; the server knows this ranking was never emailed.
    await mutate('saveWorkshopPreferences', `${one}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved']);
    // Back and Next again with nothing changed: no second copy.
    await mutate('saveWorkshopPreferences', `${one}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved']);
    // A changed ranking, saved silently and then confirmed, is emailed again.
    await mutate('saveWorkshopPreferences', `${two}, notify: false`, p.headers);
    await mutate('saveWorkshopPreferences', `${two}, notify: true`, p.headers);
    expect(await kinds()).toEqual(['registration-preferences-saved', 'registration-preferences-saved']);
  });

  it('refuses the wizard to anonymous people', async () => {
    const response = await t.graphql(
      'mutation { saveYourself(input: { name: "A B", email: "a@b.nz" }) { __typename } }',
    );
    expect(response.errors?.[0]?.message).toBe('Not allowed');
  });

  it('checks details with the shared rules', async () => {
    const p = await person();
    const result = await mutate('saveYourself', 'input: { name: "Cher", email: "not-an-email" }', p.headers);
    expect(result.__typename).toBe('ValidationError');
    expect(result.message).toBe('Please give us your first and last name so we can tell everyone apart');
  });

  it('refuses workshops before the code of conduct', async () => {
    const p = await person();
    await mutate('saveYourself', `input: { name: "Tama Ngata", email: "${p.email}" }`, p.headers);
    const result = await mutate('saveWorkshopPreferences', 'preferences: []', p.headers);
    expect(result.__typename).toBe('RegistrationIncompleteError');
  });

  it('refuses two workshops with the same rank in one slot', async () => {
    const p = await registered();
    const result = await mutate(
      'saveWorkshopPreferences',
      `preferences: [
        { sessionId: "${bySlug('status-games').id}", position: 1 },
        { sessionId: "${bySlug('musical-improv-intensive').id}", position: 1 }
      ]`,
      p.headers,
    );
    expect(result).toMatchObject({ __typename: 'ValidationError' });
    expect(result.message).toMatch(/share choice 1/);
  });

  it('refuses a workshop that clashes with a session the person teaches', async () => {
    const p = await registered();
    await makeTutor(t.db, { userId: p.userId, sessionId: bySlug('status-games').id });
    const result = await mutate(
      'saveWorkshopPreferences',
      `preferences: [{ sessionId: "${bySlug('musical-improv-intensive').id}", position: 1 }]`,
      p.headers,
    );
    expect(result.__typename).toBe('TeachingClashError');
    const teaching = await t.graphql<{ currentRegistration: { teaching: Array<{ id: string }> } }>(
      '{ currentRegistration { teaching { id } } }',
      {},
      { headers: p.headers },
    );
    expect(teaching.data?.currentRegistration.teaching).toEqual([{ id: String(bySlug('status-games').id) }]);
  });

  it('lets preferences change only in earlybird', async () => {
    const p = await registered();
    for (const [now, phase] of [
      [PAUSED, 'paused'],
      [GENERAL, 'general'],
    ] as const) {
      t.setNow(now);
      const result = await mutate('saveWorkshopPreferences', 'preferences: []', p.headers);
      expect(result, phase).toMatchObject({
        __typename: 'RegistrationClosedError',
        code: 'REGISTRATION_CLOSED',
      });
    }
  });

  it('keeps registrations shut before they open', async () => {
    t.setNow(new Date('2026-10-01T00:00:00Z'));
    const p = await person();
    const result = await mutate(
      'saveYourself',
      `input: { name: "Mere Tane", email: "${p.email}" }`,
      p.headers,
    );
    expect(result).toMatchObject({
      __typename: 'RegistrationClosedError',
      message: 'Registrations are not open yet',
    });
  });
});
