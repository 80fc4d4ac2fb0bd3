import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { graphql } from '#web/graphql/index';
import { useAuth } from '#web/lib/auth';
import {
  readFavourites,
  type StoredFavourites,
  subscribeFavourites,
  writeFavourites,
} from '#web/lib/favourites-storage';

export const MyFavouritesQuery = graphql(`
  query MyFavourites {
    currentUser { id favouriteActivityIds }
  }
`);

const SetFavouriteMutation = graphql(`
  mutation SetFavourite($activityId: ID!, $favourite: Boolean!) {
    setFavourite(activityId: $activityId, favourite: $favourite) {
      __typename
      ... on Error { message }
      ... on User { id favouriteActivityIds }
    }
  }
`);

const MergeFavouritesMutation = graphql(`
  mutation MergeFavourites($activityIds: [ID!]!) {
    mergeFavourites(activityIds: $activityIds) { id favouriteActivityIds }
  }
`);

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** One merge at a time for the whole page, however many stars are on it. */
let merging: Promise<void> | null = null;

/**
 * At log-in the visitor's stars join the account's (a union, on the server), then the browser's
 * copy mirrors the account. Stars mirrored from another account are not merged into this one.
 */
function syncWithAccount(
  apollo: ApolloClient,
  userId: string,
  stored: StoredFavourites,
  account: readonly string[],
) {
  if (stored.owner === null && stored.ids.some((id) => !account.includes(id))) {
    merging ??= apollo
      .mutate({ mutation: MergeFavouritesMutation, variables: { activityIds: [...stored.ids] } })
      .then(({ data }) => {
        writeFavourites({ ids: data?.mergeFavourites.favouriteActivityIds ?? account, owner: userId });
      })
      .catch(() => {
        // Offline or refused: the stars stay in the browser and are merged at the next visit.
      })
      .finally(() => {
        merging = null;
      });
    return;
  }
  if (merging) return;
  if (stored.owner !== userId || !sameIds(stored.ids, account))
    writeFavourites({ ids: account, owner: userId });
}

export interface Favourites {
  /** Starred activity ids; null until known (the server render and the first client render). */
  ids: readonly string[] | null;
  isFavourite: (activityId: string) => boolean;
  setFavourite: (activityId: string, favourite: boolean) => Promise<void>;
}

/**
 * The browser's copy: null in the server's render and the hydrating one, then read after mount. That
 * first read is a transition: an urgent update here, above the whole page, would make React hydrate
 * the rest of the page at once in one long task instead of in slices. Later changes are urgent.
 */
function useStoredFavourites(): StoredFavourites | null {
  const [stored, setStored] = useState<StoredFavourites | null>(null);
  useEffect(() => {
    startTransition(() => setStored(() => readFavourites()));
    return subscribeFavourites(() => setStored(() => readFavourites()));
  }, []);
  return stored;
}

/**
 * The visitor's favourites [issue 28]: in localStorage for visitors, on the account once signed in
 * (the browser keeping a mirror). The server renders every star off; they light up on hydration.
 * Read once for the whole page (a programme has a star per card) and handed down by context.
 */
function useFavouritesState(): Favourites {
  const apollo = useApolloClient();
  const { user } = useAuth();
  const stored = useStoredFavourites();
  const { data } = useQuery(MyFavouritesQuery, { skip: !user });
  const account = user ? data?.currentUser?.favouriteActivityIds : undefined;
  const [save] = useMutation(SetFavouriteMutation);

  useEffect(() => {
    if (user && stored && account) syncWithAccount(apollo, user.id, stored, account);
  }, [apollo, user, stored, account]);

  const ids =
    stored === null ? null : user ? (account ?? (stored.owner === user.id ? stored.ids : null)) : stored.ids;

  const setFavourite = useCallback(
    async (activityId: string, favourite: boolean) => {
      const current = ids ?? [];
      const next = favourite
        ? [...current.filter((id) => id !== activityId), activityId]
        : current.filter((id) => id !== activityId);
      if (!user) {
        writeFavourites({ ids: next, owner: null });
        return;
      }
      await save({
        variables: { activityId, favourite },
        optimisticResponse: {
          setFavourite: { __typename: 'User', id: user.id, favouriteActivityIds: next },
        },
      });
    },
    [ids, user, save],
  );

  return useMemo(
    () => ({ ids, isFavourite: (activityId: string) => ids?.includes(activityId) ?? false, setFavourite }),
    [ids, setFavourite],
  );
}

const FavouritesContext = createContext<Favourites | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  return <FavouritesContext value={useFavouritesState()}>{children}</FavouritesContext>;
}

export function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourites needs a FavouritesProvider');
  return favourites;
}
