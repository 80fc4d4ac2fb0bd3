import { Button, Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { ProgrammeSearch } from '#core/activities/programme-search';
import { cityDisplayName } from '#core/people/cities';
import { ALL, ChoiceSelect, FilterSelect } from '#web/components/filter-select';
import { usePlacenames } from '#web/components/placenames';
import type { ActivityCardFragment } from '#web/graphql/graphql';

type City = { id: string; name: string; traditionalNames: string[]; country: string };

interface FilterOptions {
  venues: Map<string, string>;
  presenters: Map<string, string>;
  cities: Map<string, City>;
  suitabilities: string[];
}

/** The choices each filter offers: only what is on this page's programme. */
export function programmeFilterOptions(activities: ReadonlyArray<ActivityCardFragment>): FilterOptions {
  const venues = new Map<string, string>();
  const presenters = new Map<string, string>();
  const cities = new Map<string, City>();
  const suitabilities = new Set<string>();
  for (const activity of activities) {
    for (const session of activity.sessions)
      if (session.venue) venues.set(session.venue.id, session.venue.name);
    for (const presenter of activity.presenters) {
      if (presenter.isFestival) continue;
      presenters.set(presenter.id, presenter.name);
      if (presenter.city) cities.set(presenter.city.id, presenter.city);
    }
    const suitability = activity.suitability.trim();
    if (suitability) suitabilities.add(suitability);
  }
  const byName = <V,>(map: Map<string, V>, name: (value: V) => string) =>
    new Map([...map].sort(([, a], [, b]) => name(a).localeCompare(name(b))));
  return {
    venues: byName(venues, (name) => name),
    presenters: byName(presenters, (name) => name),
    cities: byName(cities, (city) => city.name),
    suitabilities: [...suitabilities].sort(),
  };
}

const shorten = (text: string) => (text.length > 48 ? `${text.slice(0, 46)}…` : text);

/**
 * Filters that combine [issue 28]; each change replaces the URL's search params, so the view
 * in the address bar is the view on screen and can be shared.
 */
export function ProgrammeFilters({
  kind,
  onKindChange,
  options,
  search,
  onChange,
}: {
  kind: 'Workshop' | 'Show';
  onKindChange: (kind: 'Workshop' | 'Show') => void;
  options: FilterOptions;
  search: ProgrammeSearch;
  onChange: (next: Partial<ProgrammeSearch>) => void;
}) {
  const { showTraditionalNames } = usePlacenames();
  const placesId = useId();
  const idFilter = (value: string) => (value === ALL ? undefined : Number(value));
  const selected = (value: number | undefined) => (value === undefined ? ALL : String(value));
  return (
    <Flex asChild gap="3" wrap="wrap" align="end" mb="4">
      <search aria-label="Filter the programme" data-testid="programme-filters">
        <Flex direction="column">
          <Text as="div" size="2" mb="1" aria-hidden>
            Kind
          </Text>
          <ChoiceSelect
            label="Kind"
            value={kind}
            choices={[
              { value: 'Workshop', label: 'Workshops' },
              { value: 'Show', label: 'Shows' },
            ]}
            onChange={onKindChange}
          />
        </Flex>
        <FilterSelect
          label="Venue"
          showLabel
          allLabel="Any venue"
          value={selected(search.venue)}
          options={[...options.venues.keys()]}
          labelOf={(id) => options.venues.get(id) ?? id}
          onChange={(value) => onChange({ venue: idFilter(value) })}
        />
        <FilterSelect
          label="Presenter"
          showLabel
          allLabel="Anyone"
          value={selected(search.presenter)}
          options={[...options.presenters.keys()]}
          labelOf={(id) => options.presenters.get(id) ?? id}
          onChange={(value) => onChange({ presenter: idFilter(value) })}
        />
        <FilterSelect
          label="Presenter’s city"
          showLabel
          allLabel="Anywhere"
          value={selected(search.city)}
          options={[...options.cities.keys()]}
          labelOf={(id) => {
            const city = options.cities.get(id);
            return city ? cityDisplayName(city, showTraditionalNames) : id;
          }}
          onChange={(value) => onChange({ city: idFilter(value) })}
        />
        {options.suitabilities.length > 0 && (
          <FilterSelect
            label="Suitable for"
            showLabel
            allLabel="Everyone"
            value={search.suitability ?? ALL}
            options={options.suitabilities}
            labelOf={shorten}
            onChange={(value) => onChange({ suitability: value === ALL ? undefined : value })}
          />
        )}
        <Text as="label" size="2" htmlFor={placesId}>
          <Flex gap="2" align="center" minHeight="32px">
            <Switch
              id={placesId}
              checked={search.places === true}
              onCheckedChange={(checked) => onChange({ places: checked ? true : undefined })}
            />
            Has places left
          </Flex>
        </Text>
      </search>
    </Flex>
  );
}

/** What a filtered programme says when nothing is left [issue 28]. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Flex direction="column" gap="3" align="start" role="status" data-testid="no-matches">
      <Text as="p">Nothing on the programme matches these filters.</Text>
      <Button variant="soft" onClick={onClear}>
        Clear filters
      </Button>
    </Flex>
  );
}
