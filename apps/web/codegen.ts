import type { CodegenConfig } from '@graphql-codegen/cli';

// The server's SDL is the contract (docs/architecture.md); the web's documents are typed from it.
const schema = ['../server/src/graphql/base.graphql', '../server/src/modules/*/schema.graphql'];

/**
 * Documents sent by the plain transport (app/connection/transport.ts) rather than Apollo: the wall
 * display's and the session's, which every page loads. They are generated as strings into their own
 * file, so the display's bundle holds its few documents and no syntax trees (DESIGN §7 budget).
 */
const TRANSPORT_DOCUMENTS = [
  'src/features/display/**/*.graphql',
  'src/app/link-state/*.graphql',
  'src/app/session/*.graphql',
  'src/app/shell/system-messages.graphql',
];

/** The staff phone's (/app/): plain transport too, in a file of its own so the display does not carry them. */
const PHONE_DOCUMENTS = ['src/phone/**/*.graphql'];

const shared = {
  useTypeImports: true,
  enumsAsTypes: true,
  onlyOperationTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  maybeValue: 'T | null',
  inputMaybeValue: 'T | null | undefined',
  scalars: { DateTime: 'string', JSON: 'unknown' },
};

const config: CodegenConfig = {
  schema,
  generates: {
    // typescript-operations 6 writes the input types the documents use; with the `typescript`
    // plugin as well, every such input would be declared twice.
    'src/generated/graphql.ts': {
      documents: ['src/**/*.graphql', ...[...TRANSPORT_DOCUMENTS, ...PHONE_DOCUMENTS].map((glob) => `!${glob}`)],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: shared,
    },
    'src/generated/transport.ts': {
      documents: TRANSPORT_DOCUMENTS,
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...shared, documentMode: 'string' },
    },
    'src/generated/phone.ts': {
      documents: PHONE_DOCUMENTS,
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...shared, documentMode: 'string' },
    },
  },
};

export default config;
