import { IssueList, isModuleLicensed, minLength, type Principal } from '@wardlight/domain';
import type { Db } from '../../db/client';
import type { Bus, HubPrinterNotice } from '../../events/topics';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { LicenseService } from '../license/license.service';
import { findFlightProfiles, findNodes } from './search.repository';

/** Spec part 1 §5: the search runs only when the trimmed text is longer than 1 character. */
export const SEARCH_MIN_LENGTH = 2;
/** Results per category: the popup shows a short list; more typing narrows it. */
export const SEARCH_LIMIT = 20;

export interface SearchResult {
  /** Which form opens it: system_tree_node or flight_profile. */
  entity: 'system_tree_node' | 'flight_profile';
  key: number;
  kind: string;
  name: string;
  serial: string | null;
  mac: string | null;
  parent_name: string | null;
}

export interface SearchGroup {
  category: string;
  results: SearchResult[];
  has_more: boolean;
}

/** One more than shown tells whether there are more, without counting them. */
function group(category: string, results: SearchResult[]): SearchGroup {
  return { category, results: results.slice(0, SEARCH_LIMIT), has_more: results.length > SEARCH_LIMIT };
}

/**
 * The global search (spec part 1 §2): tree nodes and flight profiles of the system context, one statement
 * per category whatever the number of hits. Groups without hits are left out.
 */
export function createSearchService(deps: { db: Db; bus: Bus; license: Pick<LicenseService, 'current'> }) {
  /** "management license or superuser" (spec part 1 §2): @auth cannot waive a licence, so it is checked here. */
  async function assertLicensed(principal: Principal, systemId: number | null) {
    if (principal.isSuperuser) return;
    const license = await deps.license.current();
    const context = { license, appGatewayEnabled: false, appGatewaySystemId: null, systemId };
    if (!isModuleLicensed('management', context)) throw missingPermission('license');
  }

  return {
    /** The search's permission rules, for the hub printer subscription too. */
    assertLicensed,

    /** Hub printer messages of the system context from now on. */
    onHubPrinter(systemId: number | null, push: (message: HubPrinterNotice) => void): () => void {
      return deps.bus.on('hubPrinter', (notice) => {
        if (notice.system_id === systemId) push(notice.message);
      });
    },

    async search(principal: Principal, systemId: number | null, query: string): Promise<SearchGroup[]> {
      await assertLicensed(principal, systemId);
      const text = query.trim();
      const issues = new IssueList();
      if (!text) issues.add('query', 'min_length', { min: SEARCH_MIN_LENGTH });
      minLength('query', text, SEARCH_MIN_LENGTH, issues);
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      if (systemId === null) return [];
      const [nodes, profiles] = await Promise.all([
        findNodes(deps.db, systemId, text, SEARCH_LIMIT + 1),
        findFlightProfiles(deps.db, systemId, text, SEARCH_LIMIT + 1),
      ]);
      const groups = [
        group(
          'system_tree_nodes',
          nodes.map(({ id, ...hit }) => ({ entity: 'system_tree_node', key: id, ...hit })),
        ),
        group(
          'flight_profiles',
          profiles.map((p) => ({
            entity: 'flight_profile',
            key: p.id,
            kind: 'flight_profile',
            name: p.name,
            serial: null,
            mac: null,
            parent_name: null,
          })),
        ),
      ];
      return groups.filter((g) => g.results.length > 0);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
