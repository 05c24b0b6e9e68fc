import type { CodegenConfig } from '@graphql-codegen/cli';

// The server's SDL is the contract (docs/architecture.md); the web's documents are typed from it.
const config: CodegenConfig = {
  schema: ['../server/src/graphql/base.graphql', '../server/src/modules/*/schema.graphql'],
  documents: ['src/**/*.graphql'],
  generates: {
    'src/generated/graphql.ts': {
      // typescript-operations 6 writes the input types the documents use; with the `typescript`
      // plugin as well, every such input would be declared twice.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
};

export default config;
