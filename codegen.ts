import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents from the committed contract (schema.graphql) for the web app, whose
 * operations are written with the generated `graphql()` function, one per file. The widget has
 * no target: its three operations are plain strings with hand-written answer types
 * (widget/src/operations.ts) that stay lenient towards older servers and keep the bundle free
 * of any GraphQL client; nothing imported the output that was generated for it.
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
  },
};

export default config;
