// What later domains may use from privacy; nothing else of it is public.
export {};
