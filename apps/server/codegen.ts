import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: ['src/graphql/base.graphql', 'src/modules/*/schema.graphql'],
  generates: {
    'src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        scalars: { DateTime: 'Date | string', JSON: 'unknown' },
        mappers: {
          User: '../../modules/users/users.repository#UserRow',
          Role: '../../modules/roles/roles.repository#RoleRow',
          AuthUser: '../../modules/auth/auth-user#AuthUserModel',
          AuditEntry: '../../modules/audit/audit.repository#AuditRow',
          Call: '../../modules/calls/call-view#CallView',
          Incident: '../../modules/incidents/incidents.service#IncidentView',
          CallsUpdate: '../../modules/calls/calls-feed#CallsUpdate as CallsUpdateModel',
          CallType: '../../modules/calls/call-view#CallTypeRow',
          SystemParam: '../../modules/systems/system-params.definition#SystemRow',
          SystemTreeNode: '../../modules/tree/tree.service#TreeNodeRow',
          SystemTreeNodeDetail: '../../modules/tree/tree.service#TreeNodeDetail',
        },
      },
    },
  },
};

export default config;
