// GraphQL documents of the privacy screens, each beside the component that renders it.
export {};
