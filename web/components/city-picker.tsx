import { Box, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { type CityLike, cityDisplayName } from '#core/people/cities';
import { searchCities } from '#core/people/city-search';
import { countryName } from '#core/people/countries';
import { usePlacenames } from '#web/components/placenames';

export type PickableCity = CityLike & { id: string };

/** A fuzzy city search [CS-1]: type, then pick one of the best five matches with mouse or keys. */
export function CityPicker({
  cities,
  value,
  onChange,
  label = 'Home town',
}: {
  cities: PickableCity[];
  value: PickableCity | null;
  onChange: (city: PickableCity | null) => void;
  label?: string;
}) {
  const id = useId();
  const { showTraditionalNames } = usePlacenames();
  const [query, setQuery] = useState(value ? cityDisplayName(value, false) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchCities(cities, query).slice(0, 5), [cities, query]);

  const choose = (city: PickableCity) => {
    onChange(city);
    setQuery(cityDisplayName(city, false));
    setOpen(false);
  };

  return (
    <Flex direction="column" gap="1" position="relative">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={query}
        placeholder="Start typing a city"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
          if (!event.target.value.trim()) onChange(null);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, results.length - 1));
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          else if (event.key === 'Enter' && open && results[active]) {
            event.preventDefault();
            choose(results[active]);
          } else return;
          event.preventDefault();
        }}
      />
      {open && results.length > 0 && (
        <Card
          asChild
          style={{ position: 'absolute', top: '100%', left: 0, right: 0, zIndex: 10, padding: 4 }}
        >
          <div id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`}>
            {results.map((city, index) => (
              <Box
                asChild
                key={city.id}
                px="2"
                py="1"
                style={{ cursor: 'pointer', background: index === active ? 'var(--accent-a4)' : undefined }}
              >
                <div
                  id={`${id}-option-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(city);
                  }}
                >
                  <Text size="2">
                    {city.name}
                    {city.traditionalNames.length > 0 && ` (${city.traditionalNames.join(', ')})`}
                  </Text>{' '}
                  <Text size="1" color="gray">
                    {countryName(city.country, { showTraditionalNames })}
                  </Text>
                </div>
              </Box>
            ))}
          </div>
        </Card>
      )}
    </Flex>
  );
}
