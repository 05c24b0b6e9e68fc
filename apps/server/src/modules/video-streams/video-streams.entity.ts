import { httpUrl, required, sameUrlHost } from '@wardlight/domain';
import { videoStreams } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, optionalText } from '../console-entities/rules';

/** Video streams (spec part 1 §3): a camera the display opens; the triggers are calls to the same camera. */
export const videoStreamEntity = defineConsoleEntity(videoStreams, {
  entity: 'video_stream',
  names: { one: 'videoStream', many: 'videoStreams', Singular: 'VideoStream', Plural: 'VideoStreams' },
  fields: ['name', 'url', 'trigger_start', 'trigger_stop'],
  search: ['name', 'url'],
  orderBy: 'name',
  sortable: ['url'],
  unique: ['name'],
  check(stream, { issues }) {
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
    return { name: consoleName(stream.name, issues), url, trigger_start: triggerStart, trigger_stop: triggerStop };
  },
});
