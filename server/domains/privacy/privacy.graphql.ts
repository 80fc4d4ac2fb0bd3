// GraphQL types of the privacy domain and the queries and mutations that return them, written with
// `builder` from '#server/graphql/builder'; staff fields and mutations are guarded with authScopes.
export {};
