import { skipToken, useQuery } from '@apollo/client/react';
import { Cross2Icon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import {
  Badge,
  Box,
  Card,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { activityTypeLabel } from '#core/activities/activity-types';
import { foldForSearch, SEARCH_MIN_LENGTH } from '#core/content/search';
import { cityChipLabel } from '#core/people/cities';
import { ActivityLink } from '#web/components/activity-link';
import { usePlacenames } from '#web/components/placenames';
import type { DirectorySearchQuery as DirectorySearchResult } from '#web/graphql/graphql';
import { DirectorySearchQuery } from './directory-queries';

type Hit = DirectorySearchResult['search'][number];
type Kind = Hit['__typename'];

const HEADINGS: Readonly<Record<Kind, string>> = {
  ActivityResult: 'Activities',
  PersonResult: 'People',
  VenueResult: 'Venues',
  PageResult: 'Pages',
};

/**
 * Hits grouped by kind. Groups come in the order of their best hit (the server ranks name matches
 * first), so the best match is on top and Enter opens it; hits keep their rank inside a group.
 */
function groupHits(hits: readonly Hit[]): Array<{ kind: Kind; hits: Hit[] }> {
  const groups = new Map<Kind, Hit[]>();
  for (const hit of hits) groups.set(hit.__typename, [...(groups.get(hit.__typename) ?? []), hit]);
  return [...groups].map(([kind, group]) => ({ kind, hits: group }));
}

/** Typing settles for this long before the address (and so the search) changes. */
const DEBOUNCE_MS = 250;

/**
 * Find anything on the site [RT-5]: the box writes the query to the address (debounced), results
 * come grouped by kind. Keyboard: ↓ from the box walks into the results, ↑/↓ move between them,
 * Enter in the box opens the first, Escape clears.
 */
export function DirectorySearch({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [text, setText] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const statusId = useId();

  // Back and forward change the address under us: follow it unless it is what we just wrote.
  useEffect(() => {
    setText((current) => (current.trim() === query ? current : query));
  }, [query]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === query) return;
    const timer = setTimeout(() => onQueryChange(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  const searching = query.length >= SEARCH_MIN_LENGTH;
  const { data, previousData, loading, error } = useQuery(
    DirectorySearchQuery,
    searching ? { variables: { query } } : skipToken,
  );
  // Keep the last results on screen while the next ones load, so the list does not flicker.
  const hits = searching ? (data ?? previousData)?.search : undefined;

  const links = () => [...(results.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (text.trim() !== query) onQueryChange(text.trim());
      else links()[0]?.click();
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
      onQueryChange('');
    }
  }

  function onResultsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? all[at + 1] : all[at - 1];
    if (next) next.focus();
    else if (event.key === 'ArrowUp') input.current?.focus();
  }

  return (
    <Flex direction="column" gap="5">
      <TextField.Root
        ref={input}
        type="search"
        size="3"
        placeholder="Search workshops, shows, people, venues…"
        aria-label="Search"
        aria-describedby={statusId}
        // The page exists to search: put the cursor in the box straight away.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onInputKeyDown}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon height="18" width="18" />
        </TextField.Slot>
        <TextField.Slot>
          {loading ? (
            <Spinner />
          ) : (
            text && (
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onQueryChange('');
                  input.current?.focus();
                }}
              >
                <Cross2Icon />
              </IconButton>
            )
          )}
        </TextField.Slot>
      </TextField.Root>

      <Text id={statusId} as="p" size="2" color="gray" role="status" aria-live="polite">
        {statusMessage({ query, searching, loading, count: hits?.length, failed: Boolean(error) })}
      </Text>

      {hits === undefined && searching && loading && <ResultsPlaceholder />}

      {hits && hits.length > 0 && (
        <Box ref={results} onKeyDown={onResultsKeyDown}>
          <Flex direction="column" gap="5">
            {groupHits(hits).map(({ kind, hits: group }) => {
              const headingId = `${statusId}-${kind}`;
              return (
                <section key={kind} aria-labelledby={headingId}>
                  <Heading as="h2" size="4" mb="2" id={headingId}>
                    {HEADINGS[kind]}
                  </Heading>
                  <Flex asChild direction="column" gap="2">
                    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                      {group.map((hit) => (
                        <li key={hitKey(hit)}>
                          <ResultCard hit={hit} query={query} />
                        </li>
                      ))}
                    </ul>
                  </Flex>
                </section>
              );
            })}
          </Flex>
        </Box>
      )}
    </Flex>
  );
}

function statusMessage({
  query,
  searching,
  loading,
  count,
  failed,
}: {
  query: string;
  searching: boolean;
  loading: boolean;
  count: number | undefined;
  failed: boolean;
}): string {
  if (!query) return 'Type a name: a workshop, a show, a presenter, a venue or a page.';
  if (!searching) return `Type at least ${SEARCH_MIN_LENGTH} characters.`;
  if (failed) return 'Search is not working right now. Please try again.';
  if (loading) return 'Searching…';
  if (!count) return `Nothing found for “${query}”.`;
  return count === 1 ? '1 result' : `${count} results`;
}

function hitKey(hit: Hit): string {
  switch (hit.__typename) {
    case 'ActivityResult':
      return `activity-${hit.activity.id}`;
    case 'PersonResult':
      return `person-${hit.person.id}`;
    case 'VenueResult':
      return `venue-${hit.venue.id}`;
    case 'PageResult':
      return `page-${hit.page.id}`;
  }
}

function ResultCard({ hit, query }: { hit: Hit; query: string }) {
  return (
    <Card asChild size="1">
      {resultLink(hit, <ResultBody hit={hit} query={query} />)}
    </Card>
  );
}

/** Each kind links to its own page: /{type}/{slug}, /people/{id}, /venues/{id}, /about/{slug}. */
function resultLink(hit: Hit, children: ReactNode) {
  switch (hit.__typename) {
    case 'ActivityResult':
      return (
        <ActivityLink data-result activity={hit.activity}>
          {children}
        </ActivityLink>
      );
    case 'PersonResult':
      return (
        <Link data-result to="/people/$id" params={{ id: hit.person.id }}>
          {children}
        </Link>
      );
    case 'VenueResult':
      return (
        <Link data-result to="/venues/$id" params={{ id: hit.venue.id }}>
          {children}
        </Link>
      );
    case 'PageResult':
      return (
        <Link data-result to="/about/$slug" params={{ slug: hit.page.slug }}>
          {children}
        </Link>
      );
  }
}

function ResultBody({ hit, query }: { hit: Hit; query: string }) {
  const { showTraditionalNames } = usePlacenames();
  const { title, detail, badge } = describe(hit, showTraditionalNames);
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="2" wrap="wrap">
        <Text weight="medium">
          <Highlighted text={title} query={query} />
        </Text>
        {badge && (
          <Badge color="gray" variant="soft">
            {badge}
          </Badge>
        )}
      </Flex>
      {detail && (
        <Text size="2" color="gray">
          {detail}
        </Text>
      )}
      {hit.excerpt && (
        <Text size="2">
          <Highlighted text={hit.excerpt} query={query} />
        </Text>
      )}
    </Flex>
  );
}

function describe(
  hit: Hit,
  showTraditionalNames: boolean,
): { title: string; detail?: string; badge?: string } {
  switch (hit.__typename) {
    case 'ActivityResult': {
      const presenters = hit.activity.presenters.map((person) => person.name).join(', ');
      return {
        title: hit.activity.name,
        badge: activityTypeLabel(hit.activity.type),
        detail: presenters ? `with ${presenters}` : undefined,
      };
    }
    case 'PersonResult':
      // Named as on every other page: the traditional-names switch applies here too.
      return {
        title: hit.person.name,
        detail: hit.person.city ? cityChipLabel(hit.person.city, showTraditionalNames) : undefined,
      };
    case 'VenueResult':
      return {
        title: [hit.venue.name, hit.venue.room].filter(Boolean).join(' — '),
        // The excerpt already shows the address when that is what matched.
        detail: hit.excerpt ? undefined : hit.venue.address,
      };
    case 'PageResult':
      return { title: hit.page.title };
  }
}

/** Marks where the query occurs, ignoring case and macrons (folding keeps positions). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = foldForSearch(query.trim());
  if (needle.length < SEARCH_MIN_LENGTH) return <>{text}</>;
  const folded = foldForSearch(text);
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

function ResultsPlaceholder() {
  return (
    <Flex direction="column" gap="2" aria-hidden>
      {['a', 'b', 'c'].map((key) => (
        <Card key={key} size="1">
          <Skeleton>
            <Text>A result that is loading</Text>
          </Skeleton>
        </Card>
      ))}
    </Flex>
  );
}
