import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ConfigCommitDocument,
  ConfigDiscardDocument,
  SyncChangelogDocument,
  type SyncChangelogFieldsFragment,
  SyncItemListDocument,
} from '../../../generated/graphql';
import type { SyncItemView } from '../SyncItemDiff';

type Changelog = Omit<SyncChangelogFieldsFragment, 'changelog'> & {
  changelog: { kind: string; id: number; action: string }[];
};

export function buildItem(item: Partial<SyncItemView> & Pick<SyncItemView, 'kind' | 'id' | 'name'>): SyncItemView {
  return { state: 'sent', action: 'updated', changes: [], ...item };
}

export function buildChangelog(status: string, progress: number, extra: Partial<Changelog> = {}): Changelog {
  return { status, progress, error: null, changelog: [], ...extra };
}

/**
 * Per-test limit of the page's tests: Mantine's accordions and modals render slowly in jsdom, and the
 * suite shares the machine with the other workspaces' tests (as the CRUD kit's screen tests do).
 */
export const SYNC_UI_TIMEOUT = 20_000;

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

const asChangelog = (c: Changelog) => ({
  __typename: 'ConfigChangelog' as const,
  ...c,
  error: c.error && { __typename: 'ConfigCommitError' as const, ...c.error },
  changelog: c.changelog.map((e) => ({ __typename: 'ConfigChangelogEntry' as const, ...e })),
});

const asItem = (item: SyncItemView) => ({
  __typename: 'SyncItem' as const,
  ...item,
  changes: item.changes.map((c) => ({ __typename: 'SyncFieldChange' as const, ...c })),
});

/**
 * The commit API of one system as a small in-memory server behind Apollo's MockLink: the items the next
 * commit brings, the configurator's changelog, and commit and discard, with refusals on request. Every
 * request is counted per operation.
 */
export function fakeSyncServer(
  initial: readonly SyncItemView[],
  options: { reachable?: boolean; largeChangeThreshold?: number } = {},
) {
  const threshold = options.largeChangeThreshold ?? 50;
  const state = {
    items: [...initial],
    reachable: options.reachable ?? true,
    changelog: buildChangelog('ready', 100),
    listFails: false,
  };
  let refusal: GraphQLError[] | null = null;
  const counts: Record<string, number> = {};
  const count = (operation: string) => {
    counts[operation] = (counts[operation] ?? 0) + 1;
  };
  const refused = () => {
    const errors = refusal;
    refusal = null;
    return errors ? { errors } : null;
  };

  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: SyncItemListDocument },
      ...ALWAYS,
      result: () => {
        count('items');
        if (state.listFails) return { errors: [new GraphQLError('database unavailable')] };
        return {
          data: {
            syncItems: {
              __typename: 'SyncItems',
              items: state.items.map(asItem),
              large_change: state.items.length > threshold,
              large_change_threshold: threshold,
              configurator_reachable: state.reachable,
            },
          },
        };
      },
    },
    {
      request: { query: SyncChangelogDocument },
      ...ALWAYS,
      result: () => {
        count('changelog');
        return { data: { configChangelog: asChangelog(state.changelog) } };
      },
    },
    {
      request: { query: ConfigCommitDocument },
      ...ALWAYS,
      result: () => {
        count('commit');
        const failed = refused();
        if (failed) return failed;
        state.changelog = buildChangelog('running', 0);
        return { data: { commitConfig: asChangelog(state.changelog) } };
      },
    },
    {
      request: { query: ConfigDiscardDocument },
      ...ALWAYS,
      result: () => {
        count('discard');
        const failed = refused();
        if (failed) return failed;
        const discarded = state.items.length;
        state.items = [];
        return { data: { discardConfigChanges: discarded } };
      },
    },
  ];

  return {
    mocks,
    state,
    /** How many requests of one operation arrived: items, changelog, commit, discard. */
    count: (operation: string) => counts[operation] ?? 0,
    refuseNext: (...errors: GraphQLError[]) => {
      refusal = errors;
    },
  };
}

export function codeError(code: string): GraphQLError {
  return new GraphQLError(code, { extensions: { code } });
}
