/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ActivityCard on Activity {\n    __typename\n    id\n    name\n    type\n    slug\n    picture { id medium blurhash altText width height }\n    presenters {\n      id\n      name\n      isFestival\n      city { id name traditionalNames country }\n    }\n    sessions { id startsAt endsAt full }\n    ... on Workshop { show { id } }\n    ... on Show { workshop { id } }\n  }\n": typeof types.ActivityCardFragmentDoc,
    "\n  query Programme($activityType: ActivityType!) {\n    festival {\n      id\n      activities(type: $activityType) {\n        ...ActivityCard\n      }\n    }\n  }\n": typeof types.ProgrammeDocument,
    "\n  query ActivityDetails($type: ActivityType!, $slug: String!) {\n    activity(type: $type, slug: $slug) {\n      __typename\n      ... on QueryActivitySuccess {\n        data {\n          __typename\n          id\n          name\n          type\n          slug\n          descriptionHtml\n          bookingLink\n          suitability\n          picture { id large blurhash altText width height }\n          presenters {\n            id\n            name\n            isFestival\n            bio\n            city { id name traditionalNames country }\n            picture { id small }\n          }\n          sessions {\n            id\n            startsAt\n            endsAt\n            full\n            venue { id name room address }\n          }\n          ... on Workshop { show { id name slug type } }\n          ... on Show { workshop { id name slug type } }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ActivityDetailsDocument,
    "\n  query ContentPage($slug: String!) {\n    page(slug: $slug) {\n      __typename\n      ... on QueryPageSuccess {\n        data { id slug title bodyHtml }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ContentPageDocument,
    "\n  query CurrentFestival {\n    festival {\n      id\n      startDate\n      endDate\n    }\n  }\n": typeof types.CurrentFestivalDocument,
    "\n  query Home {\n    festival {\n      id\n      upcomingSessions(first: 6) {\n        id\n        startsAt\n        endsAt\n        full\n        venue { id name room }\n        activity { id name type slug }\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query People {\n    people {\n      id\n      name\n      pronouns\n      city { id name traditionalNames country }\n      picture { id small }\n    }\n  }\n": typeof types.PeopleDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      __typename\n      ... on QueryPersonSuccess {\n        data {\n          id\n          name\n          pronouns\n          bio\n          city { id name traditionalNames country }\n          picture { id medium blurhash altText width height }\n          activities { ...ActivityCard }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.PersonDocument,
    "\n  query Venues {\n    venues { id name room address accessibilityNotes latitude longitude }\n  }\n": typeof types.VenuesDocument,
    "\n  query Venue($id: ID!) {\n    venue(id: $id) {\n      __typename\n      ... on QueryVenueSuccess {\n        data {\n          id\n          name\n          room\n          address\n          accessibilityNotes\n          latitude\n          longitude\n          sessions {\n            id\n            startsAt\n            endsAt\n            activity { id name type slug }\n          }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.VenueDocument,
};
const documents: Documents = {
    "\n  fragment ActivityCard on Activity {\n    __typename\n    id\n    name\n    type\n    slug\n    picture { id medium blurhash altText width height }\n    presenters {\n      id\n      name\n      isFestival\n      city { id name traditionalNames country }\n    }\n    sessions { id startsAt endsAt full }\n    ... on Workshop { show { id } }\n    ... on Show { workshop { id } }\n  }\n": types.ActivityCardFragmentDoc,
    "\n  query Programme($activityType: ActivityType!) {\n    festival {\n      id\n      activities(type: $activityType) {\n        ...ActivityCard\n      }\n    }\n  }\n": types.ProgrammeDocument,
    "\n  query ActivityDetails($type: ActivityType!, $slug: String!) {\n    activity(type: $type, slug: $slug) {\n      __typename\n      ... on QueryActivitySuccess {\n        data {\n          __typename\n          id\n          name\n          type\n          slug\n          descriptionHtml\n          bookingLink\n          suitability\n          picture { id large blurhash altText width height }\n          presenters {\n            id\n            name\n            isFestival\n            bio\n            city { id name traditionalNames country }\n            picture { id small }\n          }\n          sessions {\n            id\n            startsAt\n            endsAt\n            full\n            venue { id name room address }\n          }\n          ... on Workshop { show { id name slug type } }\n          ... on Show { workshop { id name slug type } }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ActivityDetailsDocument,
    "\n  query ContentPage($slug: String!) {\n    page(slug: $slug) {\n      __typename\n      ... on QueryPageSuccess {\n        data { id slug title bodyHtml }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ContentPageDocument,
    "\n  query CurrentFestival {\n    festival {\n      id\n      startDate\n      endDate\n    }\n  }\n": types.CurrentFestivalDocument,
    "\n  query Home {\n    festival {\n      id\n      upcomingSessions(first: 6) {\n        id\n        startsAt\n        endsAt\n        full\n        venue { id name room }\n        activity { id name type slug }\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query People {\n    people {\n      id\n      name\n      pronouns\n      city { id name traditionalNames country }\n      picture { id small }\n    }\n  }\n": types.PeopleDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      __typename\n      ... on QueryPersonSuccess {\n        data {\n          id\n          name\n          pronouns\n          bio\n          city { id name traditionalNames country }\n          picture { id medium blurhash altText width height }\n          activities { ...ActivityCard }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": types.PersonDocument,
    "\n  query Venues {\n    venues { id name room address accessibilityNotes latitude longitude }\n  }\n": types.VenuesDocument,
    "\n  query Venue($id: ID!) {\n    venue(id: $id) {\n      __typename\n      ... on QueryVenueSuccess {\n        data {\n          id\n          name\n          room\n          address\n          accessibilityNotes\n          latitude\n          longitude\n          sessions {\n            id\n            startsAt\n            endsAt\n            activity { id name type slug }\n          }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n": types.VenueDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityCard on Activity {\n    __typename\n    id\n    name\n    type\n    slug\n    picture { id medium blurhash altText width height }\n    presenters {\n      id\n      name\n      isFestival\n      city { id name traditionalNames country }\n    }\n    sessions { id startsAt endsAt full }\n    ... on Workshop { show { id } }\n    ... on Show { workshop { id } }\n  }\n"): (typeof documents)["\n  fragment ActivityCard on Activity {\n    __typename\n    id\n    name\n    type\n    slug\n    picture { id medium blurhash altText width height }\n    presenters {\n      id\n      name\n      isFestival\n      city { id name traditionalNames country }\n    }\n    sessions { id startsAt endsAt full }\n    ... on Workshop { show { id } }\n    ... on Show { workshop { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Programme($activityType: ActivityType!) {\n    festival {\n      id\n      activities(type: $activityType) {\n        ...ActivityCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Programme($activityType: ActivityType!) {\n    festival {\n      id\n      activities(type: $activityType) {\n        ...ActivityCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityDetails($type: ActivityType!, $slug: String!) {\n    activity(type: $type, slug: $slug) {\n      __typename\n      ... on QueryActivitySuccess {\n        data {\n          __typename\n          id\n          name\n          type\n          slug\n          descriptionHtml\n          bookingLink\n          suitability\n          picture { id large blurhash altText width height }\n          presenters {\n            id\n            name\n            isFestival\n            bio\n            city { id name traditionalNames country }\n            picture { id small }\n          }\n          sessions {\n            id\n            startsAt\n            endsAt\n            full\n            venue { id name room address }\n          }\n          ... on Workshop { show { id name slug type } }\n          ... on Show { workshop { id name slug type } }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  query ActivityDetails($type: ActivityType!, $slug: String!) {\n    activity(type: $type, slug: $slug) {\n      __typename\n      ... on QueryActivitySuccess {\n        data {\n          __typename\n          id\n          name\n          type\n          slug\n          descriptionHtml\n          bookingLink\n          suitability\n          picture { id large blurhash altText width height }\n          presenters {\n            id\n            name\n            isFestival\n            bio\n            city { id name traditionalNames country }\n            picture { id small }\n          }\n          sessions {\n            id\n            startsAt\n            endsAt\n            full\n            venue { id name room address }\n          }\n          ... on Workshop { show { id name slug type } }\n          ... on Show { workshop { id name slug type } }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($slug: String!) {\n    page(slug: $slug) {\n      __typename\n      ... on QueryPageSuccess {\n        data { id slug title bodyHtml }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($slug: String!) {\n    page(slug: $slug) {\n      __typename\n      ... on QueryPageSuccess {\n        data { id slug title bodyHtml }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentFestival {\n    festival {\n      id\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query CurrentFestival {\n    festival {\n      id\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    festival {\n      id\n      upcomingSessions(first: 6) {\n        id\n        startsAt\n        endsAt\n        full\n        venue { id name room }\n        activity { id name type slug }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    festival {\n      id\n      upcomingSessions(first: 6) {\n        id\n        startsAt\n        endsAt\n        full\n        venue { id name room }\n        activity { id name type slug }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query People {\n    people {\n      id\n      name\n      pronouns\n      city { id name traditionalNames country }\n      picture { id small }\n    }\n  }\n"): (typeof documents)["\n  query People {\n    people {\n      id\n      name\n      pronouns\n      city { id name traditionalNames country }\n      picture { id small }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Person($id: ID!) {\n    person(id: $id) {\n      __typename\n      ... on QueryPersonSuccess {\n        data {\n          id\n          name\n          pronouns\n          bio\n          city { id name traditionalNames country }\n          picture { id medium blurhash altText width height }\n          activities { ...ActivityCard }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  query Person($id: ID!) {\n    person(id: $id) {\n      __typename\n      ... on QueryPersonSuccess {\n        data {\n          id\n          name\n          pronouns\n          bio\n          city { id name traditionalNames country }\n          picture { id medium blurhash altText width height }\n          activities { ...ActivityCard }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Venues {\n    venues { id name room address accessibilityNotes latitude longitude }\n  }\n"): (typeof documents)["\n  query Venues {\n    venues { id name room address accessibilityNotes latitude longitude }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Venue($id: ID!) {\n    venue(id: $id) {\n      __typename\n      ... on QueryVenueSuccess {\n        data {\n          id\n          name\n          room\n          address\n          accessibilityNotes\n          latitude\n          longitude\n          sessions {\n            id\n            startsAt\n            endsAt\n            activity { id name type slug }\n          }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  query Venue($id: ID!) {\n    venue(id: $id) {\n      __typename\n      ... on QueryVenueSuccess {\n        data {\n          id\n          name\n          room\n          address\n          accessibilityNotes\n          latitude\n          longitude\n          sessions {\n            id\n            startsAt\n            endsAt\n            activity { id name type slug }\n          }\n        }\n      }\n      ... on NotFoundError { message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;