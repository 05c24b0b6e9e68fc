import { httpUrl, required, sameUrlHost } from '@wardlight/domain';
import { sections, systemTreeNodes, videoStreams } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, optionalText } from '../console-entities/rules';
import { videoStreamsChanged } from './video-stream-links';

/**
 * Video streams (spec part 1 §3): a camera the display opens; the triggers are calls to the same camera. A call
 * opened on one of its devices (tree nodes) or in one of its sections opens it (issue 14 item 5, ADR 0038).
 */
export const videoStreamEntity = defineConsoleEntity(videoStreams, {
  entity: 'video_stream',
  names: { one: 'videoStream', many: 'videoStreams', Singular: 'VideoStream', Plural: 'VideoStreams' },
  fields: ['name', 'url', 'trigger_start', 'trigger_stop', 'tree_node_ids', 'section_ids'],
  search: ['name', 'url'],
  orderBy: 'name',
  sortable: ['url'],
  unique: ['name'],
  async check(stream, { issues, exists }) {
    const url = stream.url?.trim();
    if (required('url', url, issues)) httpUrl('url', url, issues);
    const triggerStart = optionalText(stream.trigger_start);
    const triggerStop = optionalText(stream.trigger_stop);
    for (const [field, value] of [
      ['trigger_start', triggerStart],
      ['trigger_stop', triggerStop],
    ] as const) {
      if (httpUrl(field, value, issues)) sameUrlHost(field, value, url, issues);
    }
    const treeNodeIds = [...new Set(stream.tree_node_ids ?? [])];
    const sectionIds = [...new Set(stream.section_ids ?? [])];
    await exists('tree_node_ids', systemTreeNodes, treeNodeIds);
    await exists('section_ids', sections, sectionIds);
    return {
      name: consoleName(stream.name, issues),
      url,
      trigger_start: triggerStart,
      trigger_stop: triggerStop,
      tree_node_ids: treeNodeIds,
      section_ids: sectionIds,
    };
  },
  // The calls' links are cached in memory (video-stream-links.ts): this instance reads them again at once.
  async announce(_messages, systemId) {
    videoStreamsChanged(systemId);
  },
});
