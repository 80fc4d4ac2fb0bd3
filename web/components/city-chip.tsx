import { Badge, Flex, Link, Popover, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { cityChipLabel, cityDisplayName, usesTraditionalNames } from '#core/people/cities';
import { countryName } from '#core/people/countries';
import { CountryFlag } from './country-flag';
import { TraditionalNamesSwitch, usePlacenames } from './placenames';

export interface ChipCity {
  id: string;
  name: string;
  traditionalNames: string[];
  country: string;
}

/**
 * A city as a small chip with its country's flag; clicking it explains the name [PG-6] [LF-7]. The
 * explanation mounts at the first opening: a programme has dozens of chips, and each closed Radix
 * popover content costs a synchronous update right after hydration.
 */
export function CityChip({ city }: { city: ChipCity }) {
  const { showTraditionalNames } = usePlacenames();
  const [opened, setOpened] = useState(false);
  const label = cityChipLabel(city, showTraditionalNames);
  const country = countryName(city.country, { showTraditionalNames });
  return (
    <Popover.Root onOpenChange={(open) => open && setOpened(true)}>
      <Popover.Trigger>
        <Badge asChild radius="full" color="gray" variant="soft" className="city-chip">
          <button type="button" data-city={city.name}>
            {/* The flag names the country unless the label already does. */}
            <CountryFlag country={city.country} label={label === country ? '' : country} />
            <span className="city-chip-label">{label}</span>
          </button>
        </Badge>
      </Popover.Trigger>
      {opened && (
        <Popover.Content maxWidth="22rem" size="2" aria-label={`About ${label}`}>
          <CityExplanation city={city} />
        </Popover.Content>
      )}
    </Popover.Root>
  );
}

function CityExplanation({ city }: { city: ChipCity }) {
  const { showTraditionalNames } = usePlacenames();
  const country = countryName(city.country, { showTraditionalNames });
  const traditional = city.traditionalNames[0];
  if (!usesTraditionalNames(city) || !traditional) {
    return (
      <Text as="p" size="2">
        <strong>{cityDisplayName(city, showTraditionalNames)}</strong>, {country}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2">
        {showTraditionalNames ? (
          <>
            <strong>{traditional}</strong> is a traditional name for the area commonly known as{' '}
            <strong>{city.name}</strong>, {country}.
          </>
        ) : (
          <>
            <strong>{city.name}</strong>, {country}, is also known by its traditional name{' '}
            <strong>{traditional}</strong>.
          </>
        )}
      </Text>
      <Text as="p" size="2" color="gray">
        The festival uses traditional place names wherever it can.
      </Text>
      <TraditionalNamesSwitch />
      <Link href="/about/acknowledgements" target="_blank" rel="noopener" size="2">
        Read more
      </Link>
    </Flex>
  );
}

/** Chips for the distinct cities among some people, in order of first appearance. */
export function CityChips({ people }: { people: ReadonlyArray<{ city?: ChipCity | null }> }) {
  const seen = new Set<string>();
  const cities: ChipCity[] = [];
  for (const person of people) {
    if (person.city && !seen.has(person.city.id)) {
      seen.add(person.city.id);
      cities.push(person.city);
    }
  }
  if (cities.length === 0) return null;
  return (
    <Flex gap="1" wrap="wrap">
      {cities.map((city) => (
        <CityChip key={city.id} city={city} />
      ))}
    </Flex>
  );
}
