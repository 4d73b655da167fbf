import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents from the committed contract (schema.graphql): one target per client.
 * Operations are written with the generated `graphql()` function, one per file.
 */
const presetConfig = {
  nonOptionalTypename: true,
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: {
    DateTime: 'string',
    JSONObject: 'Record<string, unknown>',
  },
};

const config: CodegenConfig = {
  schema: './schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: presetConfig,
    },
    'widget/src/gql/': {
      documents: ['widget/src/**/*.ts', '!widget/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: presetConfig,
    },
  },
};

export default config;
