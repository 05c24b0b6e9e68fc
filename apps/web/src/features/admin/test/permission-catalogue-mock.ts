import type { MockLink } from '@apollo/client/testing';
import { PERMISSIONS } from '@wardlight/domain';
import { PermissionCatalogueDocument } from '../../../generated/graphql';

/** The server's permission catalogue is the domain's; the role form asks for it. */
export const permissionCatalogueMock: MockLink.MockedResponse = {
  request: { query: PermissionCatalogueDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 0,
  result: { data: { permissionCatalogue: PERMISSIONS.map((p) => ({ __typename: 'PermissionInfo', ...p })) } },
};
