import { type GuardOutcome, guardNavigation } from '../app/guards/guard';
import { matchChain } from '../app/routes/match-chain';
import { buildSituation, type SituationSpec } from './situations';

/** One navigation through the real registry and guard: the unit of the guard tables. */
export function guardUrl(url: string, spec: SituationSpec): GuardOutcome {
  const parsed = new URL(url, 'http://console');
  const { chain, params } = matchChain(parsed.pathname);
  return guardNavigation(
    chain,
    { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, params },
    buildSituation(spec),
  );
}

export type GuardCase = [label: string, url: string, who: SituationSpec, outcome: GuardOutcome];

export const ALLOW: GuardOutcome = { kind: 'allow' };
export const DENIED: GuardOutcome = { kind: 'denied', to: '/no-access' };
export const to = (path: string): GuardOutcome => ({ kind: 'redirect', to: path });
export const login = (target: string) => to(`/login?redirect=${encodeURIComponent(target)}`);

export const MANAGER: SituationSpec = {
  permissions: ['admin::use_module', 'admin::manage_system'],
  licensed: ['management'],
};
export const TREE_USER: SituationSpec = { permissions: ['systemtree::use_module'], licensed: ['management'] };
