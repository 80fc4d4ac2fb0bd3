import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { castMembers, contentPages, profiles } from '#server/db/schema/index';
import { DEMO_FESTIVAL_YEAR } from '#server/db/seed/demo';
import { auditCount, userIdByEmail } from '#server/test/users';
import { as, mutate, problemsOf, setUpTestApp, t } from './programme-admin.test-support';

// Staff setting up around the programme: casting and workshop→show links, festivals and venues, about pages.
setUpTestApp();

describe('casting and workshop→show links', () => {
  let workshopId: string;
  let showId: string;
  let personId: string;

  beforeAll(async () => {
    const make = async (who: string, type: string, name: string) =>
      (
        await mutate(who, 'createActivity', 'festivalId: $festivalId, type: $type, name: $name', {
          festivalId: String(DEMO_FESTIVAL_YEAR),
          type,
          name,
        })
      ).result?.id ?? '';
    workshopId = await make('workshops', 'Workshop', 'Cast workshop');
    showId = await make('shows', 'Show', 'Cast show');
    const person = await mutate('workshops', 'createPresenter', 'input: $input', {
      input: { name: 'Aroha Presenter', pronouns: 'she/her', bio: 'Teaches.' },
    });
    personId = person.result?.id ?? '';
  });

  it('creates a presenter without an account and casts them as tutor; the public page lists them', async () => {
    const cast = await mutate(
      'workshops',
      'setActivityCast',
      'id: $id, cast: $cast',
      {
        id: workshopId,
        cast: [{ profileId: personId, role: 'tutor' }],
      },
      'id ... on Workshop { tutors { name } }',
    );
    expect(cast.result).toMatchObject({ tutors: [{ name: 'Aroha Presenter' }] });
    expect(await auditCount(t.db, 'activity.cast', workshopId)).toBe(1);
  });

  it('refuses casting by the wrong kind of manager, duplicates and unknown people', async () => {
    expect(
      (await mutate('shows', 'setActivityCast', 'id: $id, cast: $cast', { id: workshopId, cast: [] }))
        .refused,
    ).toBe(true);
    const twice = await mutate('workshops', 'setActivityCast', 'id: $id, cast: $cast', {
      id: workshopId,
      cast: [
        { profileId: personId, role: 'tutor' },
        { profileId: personId, role: 'tutor' },
      ],
    });
    expect(twice.result?.__typename).toBe('ValidationError');
    const unknown = await mutate('workshops', 'setActivityCast', 'id: $id, cast: $cast', {
      id: workshopId,
      cast: [{ profileId: '999999', role: 'tutor' }],
    });
    expect(unknown.result?.message).toBe('Please choose people from the list');
    const [kept] = await t.db
      .select({ n: count() })
      .from(castMembers)
      .where(eq(castMembers.activityId, Number(workshopId)));
    expect(kept?.n).toBe(1);
  });

  it('links a workshop to its show, and refuses anything but a show', async () => {
    const linked = await mutate(
      'workshops',
      'linkWorkshopToShow',
      'id: $id, showId: $showId',
      { id: workshopId, showId },
      'id ... on Workshop { show { id } }',
    );
    expect(linked.result).toMatchObject({ show: { id: showId } });
    const wrong = await mutate('workshops', 'linkWorkshopToShow', 'id: $id, showId: $showId', {
      id: workshopId,
      showId: workshopId,
    });
    expect(problemsOf(wrong.result)).toEqual({ showId: 'Please choose a show of the same festival' });
    const fromShow = await mutate('shows', 'linkWorkshopToShow', 'id: $id, showId: $showId', {
      id: showId,
      showId,
    });
    expect(fromShow.result?.message).toBe('Only workshops lead to shows');
    expect(
      (await mutate('shows', 'linkWorkshopToShow', 'id: $id, showId: $showId', { id: workshopId, showId }))
        .refused,
    ).toBe(true);
  });

  it('links the presenter to an account later (people managers only), which refuses a second link', async () => {
    const link = (who: string, email: string) =>
      mutate(
        who,
        'linkPresenterToUser',
        'id: $id, email: $email',
        { id: personId, email },
        'id accountEmail',
      );
    expect((await link('workshops', 'participant2@example.org')).refused).toBe(true);
    expect(problemsOf((await link('people', 'nobody@example.org')).result)).toEqual({
      email: 'There is no account with this email',
    });
    expect((await link('people', 'Participant2@example.org')).result?.accountEmail).toBe(
      'participant2@example.org',
    );
    expect(problemsOf((await link('people', 'participant3@example.org')).result)).toEqual({
      email: 'This person is already linked to an account',
    });
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, Number(personId)));
    expect(profile?.userId).toBe(await userIdByEmail(t.db, 'participant2@example.org'));
  });

  it('lets people managers edit a presenter, and refuses others and a blank name', async () => {
    const edit = (who: string, name: string) =>
      mutate(
        who,
        'updatePresenter',
        'id: $id, input: $input',
        { id: personId, input: { name, pronouns: 'they/them', bio: 'New bio' } },
        'id name pronouns bio',
      );
    expect((await edit('workshops', 'X')).refused).toBe(true);
    expect(problemsOf((await edit('people', ' ')).result)).toEqual({ name: 'Required' });
    expect((await edit('people', 'Aroha P.')).result).toMatchObject({
      name: 'Aroha P.',
      pronouns: 'they/them',
      bio: 'New bio',
    });
  });
});

describe('festivals and venues', () => {
  const festivalInput = {
    startDate: '2031-03-01',
    endDate: '2031-03-08',
    baseWorkshopPrice: 6500,
    discountPerAdditionalWorkshop: 500,
    discountLimit: 5,
  };

  it('lets an administrator create next year’s festival, once; activity managers see which is current', async () => {
    expect(
      (await mutate('activities', 'createFestival', 'input: $input', { input: festivalInput })).refused,
    ).toBe(true);
    const { result } = await mutate(
      'admin',
      'createFestival',
      'input: $input',
      { input: festivalInput },
      'id isCurrent workshopPricing { baseWorkshopPrice }',
    );
    expect(result).toMatchObject({
      id: '2031',
      isCurrent: false,
      workshopPricing: { baseWorkshopPrice: 6500 },
    });
    const again = await mutate('admin', 'createFestival', 'input: $input', { input: festivalInput });
    expect(problemsOf(again.result)).toEqual({ startDate: 'NZIF 2031 already exists' });
    const list = await t.graphql<{ festivals: Array<{ id: string; isCurrent: boolean }> }>(
      '{ festivals { id isCurrent } }',
      {},
      { headers: as.activities },
    );
    expect(list.data?.festivals.find((festival) => festival.isCurrent)?.id).toBe(String(DEMO_FESTIVAL_YEAR));
    expect(
      (await t.graphql('{ festivals { id } }', {}, { headers: as.participant })).errors?.[0]?.message,
    ).toBe('Not allowed');
  });

  it('refuses dates out of order, across years, and a discount above the price', async () => {
    const bad = async (changes: Record<string, unknown>) =>
      problemsOf(
        (
          await mutate('admin', 'createFestival', 'input: $input', {
            input: { ...festivalInput, ...changes },
          })
        ).result,
      );
    expect(await bad({ startDate: '2032-03-08', endDate: '2032-03-01' })).toEqual({
      endDate: 'Must be on or after the start',
    });
    expect(Object.keys(await bad({ startDate: '2032-12-30', endDate: '2033-01-02' }))).toEqual(['endDate']);
    expect(
      Object.keys(
        await bad({ startDate: '2032-03-01', endDate: '2032-03-02', discountPerAdditionalWorkshop: 9000 }),
      ),
    ).toEqual(['discountPerAdditionalWorkshop']);
    expect(
      Object.keys(await bad({ startDate: '2032-03-01', endDate: '2032-03-02', discountLimit: 0 })),
    ).toEqual(['discountLimit']);
  });

  it('lets activity managers create and edit venues; others are refused; half a position is refused', async () => {
    const venue = {
      name: 'Te Auaha',
      room: 'Studio 1',
      address: '65 Dixon St, Wellington',
      accessibilityNotes: 'Lift to all floors',
      latitude: -41.29,
      longitude: 174.77,
    };
    expect((await mutate('workshops', 'createVenue', 'input: $input', { input: venue })).refused).toBe(true);
    const created = await mutate(
      'activities',
      'createVenue',
      'input: $input',
      { input: venue },
      'id name room accessibilityNotes latitude',
    );
    expect(created.result).toMatchObject({ name: 'Te Auaha', room: 'Studio 1', latitude: -41.29 });
    const half = await mutate('activities', 'updateVenue', 'id: $id, input: $input', {
      id: created.result?.id,
      input: { ...venue, longitude: null },
    });
    expect(problemsOf(half.result)).toEqual({ longitude: 'Give both latitude and longitude, or neither' });
    const edited = await mutate(
      'activities',
      'updateVenue',
      'id: $id, input: $input',
      { id: created.result?.id, input: { ...venue, room: '' } },
      'id room',
    );
    expect(edited.result?.room).toBeNull();
    expect(await auditCount(t.db, 'venue.update', created.result?.id ?? '')).toBe(1);
  });
});

describe('about pages', () => {
  it('lets content staff edit a page in Markdown, and the public page shows it sanitised', async () => {
    const input = { title: 'About us', body: '# Kia ora\n\n<script>alert(1)</script>Hello' };
    expect(
      (await mutate('activities', 'updatePage', 'slug: $slug, input: $input', { slug: 'about', input }))
        .refused,
    ).toBe(true);
    const { result } = await mutate(
      'content',
      'updatePage',
      'slug: $slug, input: $input',
      { slug: 'about', input },
      'id title bodyHtml',
    );
    expect(result?.title).toBe('About us');
    expect(String(result?.bodyHtml)).toContain('Kia ora');
    expect(String(result?.bodyHtml)).not.toContain('<script');
    const preview = await t.graphql<{ previewMarkdown: string }>(
      '{ previewMarkdown(markdown: "**hi** <img src=x onerror=alert(1)>") }',
      {},
      { headers: as.content },
    );
    expect(preview.data?.previewMarkdown).toContain('<strong>hi</strong>');
    expect(preview.data?.previewMarkdown).not.toContain('onerror');
  });

  it('creates a missing about page on first save, refuses other slugs and a blank title', async () => {
    await t.db.delete(contentPages).where(eq(contentPages.slug, 'contact'));
    const save = (slug: string, title: string) =>
      mutate(
        'content',
        'updatePage',
        'slug: $slug, input: $input',
        { slug, input: { title, body: 'Email us' } },
        'id slug',
      );
    expect((await save('contact', 'Contact us')).result?.slug).toBe('contact');
    expect((await save('made-up', 'Nope')).result?.__typename).toBe('NotFoundError');
    expect(problemsOf((await save('contact', '')).result)).toEqual({ title: 'Required' });
  });
});
