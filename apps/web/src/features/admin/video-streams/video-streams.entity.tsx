import { useQuery } from '@apollo/client/react';
import {
  CONSOLE_NAME_MAX_BYTES,
  consoleNameRule as consoleName,
  httpUrl,
  IssueList,
  isDeviceKind,
  required,
  sameUrlHost,
} from '@wardlight/domain';
import {
  VideoStreamCreateDocument,
  VideoStreamDeleteDocument,
  VideoStreamDeviceOptionsDocument,
  type VideoStreamFieldsFragment,
  VideoStreamGetDocument,
  VideoStreamListDocument,
  VideoStreamUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { useSectionOptions } from '../config-edit/config-options';
import { orNull } from '../config-edit/config-rules';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

const DEFAULTS = {
  name: '',
  url: '',
  trigger_start: '',
  trigger_stop: '',
  tree_node_ids: [] as number[],
  section_ids: [] as number[],
};

/** The tree's devices, named with their section: a stream opens for calls on them (issue 14 item 5). */
function useDeviceOptions(): Option[] {
  const { data } = useQuery(VideoStreamDeviceOptionsDocument, { fetchPolicy: 'cache-first' });
  return (data?.systemTreeNodes.items ?? [])
    .filter((node) => isDeviceKind(node.kind))
    .map((node) => ({ value: node.id, label: node.section_name ? `${node.name} (${node.section_name})` : node.name }));
}

/**
 * Video streams (spec part 1 §3): a camera the display opens. The triggers, when set, are calls to
 * the same camera that start and stop the stream. Console-only: nothing is staged.
 */
export const videoStreamEntity = defineEntity({
  i18n: { ns: 'adminEntities', key: 'videoStreams' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: VideoStreamListDocument,
    get: VideoStreamGetDocument,
    create: VideoStreamCreateDocument,
    update: VideoStreamUpdateDocument,
    delete: VideoStreamDeleteDocument,
  },
  toValues: (s: VideoStreamFieldsFragment): typeof DEFAULTS => ({
    name: s.name,
    url: s.url,
    trigger_start: s.trigger_start ?? '',
    trigger_stop: s.trigger_stop ?? '',
    tree_node_ids: [...s.tree_node_ids],
    section_ids: [...s.section_ids],
  }),
  defaults: DEFAULTS,
  columns: [
    { key: 'name', sortable: true },
    { key: 'url', sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (s) => s.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'url', kind: 'text', required: true, hint: true },
    { name: 'trigger_start', kind: 'text', hint: true },
    { name: 'trigger_stop', kind: 'text' },
    { name: 'tree_node_ids', kind: 'multiselect', useOptions: useDeviceOptions, hint: true },
    { name: 'section_ids', kind: 'multiselect', useOptions: useSectionOptions },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    url: v.url.trim(),
    trigger_start: orNull(v.trigger_start),
    trigger_stop: orNull(v.trigger_stop),
    tree_node_ids: v.tree_node_ids,
    section_ids: v.section_ids,
  }),
  // The server's rules (video-streams.entity.ts).
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    if (required('url', v.url, issues)) httpUrl('url', v.url, issues);
    for (const field of ['trigger_start', 'trigger_stop'] as const)
      if (httpUrl(field, v[field], issues)) sameUrlHost(field, v[field], v.url, issues);
    return issues.issues;
  },
});

export const { List: VideoStreamListPage, Form: VideoStreamForm } = entityScreens(videoStreamEntity);
