import { writeFileSync } from 'node:fs';
import { printedPossibleTypes, printedSchema } from '#server/graphql/schema';

writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
writeFileSync(new URL('../web/lib/possible-types.gen.ts', import.meta.url), printedPossibleTypes());
console.log('schema.graphql and web/lib/possible-types.gen.ts written');
