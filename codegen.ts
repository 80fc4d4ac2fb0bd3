import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/**/*.{ts,tsx}', '!web/graphql/**', '!web/routeTree.gen.ts'],
  ignoreNoDocuments: true,
  generates: {
    'web/graphql/': {
      preset: 'client',
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', Date: 'string' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
