/** Named failures of the privacy domain, returned as typed GraphQL results. */
export {};
