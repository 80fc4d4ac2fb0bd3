// The domain errors live with the services that throw them; the GraphQL layer reads them from there.
export * from '#server/services/errors';
