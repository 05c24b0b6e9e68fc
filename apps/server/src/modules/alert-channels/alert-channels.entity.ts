import { httpUrl, required } from '@wardlight/domain';
import { alertChannels } from '../../db/schema/index';
import { oneOf } from '../config-edit/field-rules';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, optionalText } from '../console-entities/rules';

export const ALERT_CATEGORIES = ['care', 'tech'] as const;
export const ALERT_CLASSES = ['alert', 'critical', 'info'] as const;

/** Alert channels (spec part 1 §3): where alerts of a category and class go; outbound needs its URL. */
export const alertChannelEntity = defineConsoleEntity(alertChannels, {
  entity: 'alert_channel',
  names: { one: 'alertChannel', many: 'alertChannels', Singular: 'AlertChannel', Plural: 'AlertChannels' },
  fields: [
    'name',
    'category',
    'class',
    'outbound_enabled',
    'outbound_url',
    'outbound_can_reply',
    'supports_phone_calls',
  ],
  search: ['name'],
  orderBy: 'name',
  sortable: ['category', 'class', 'outbound_url'],
  unique: ['name'],
  check(channel, { issues }) {
    oneOf('category', channel.category, ALERT_CATEGORIES, issues);
    oneOf('class', channel.class, ALERT_CLASSES, issues);
    const url = optionalText(channel.outbound_url);
    if (!channel.outbound_enabled || required('outbound_url', url, issues)) httpUrl('outbound_url', url, issues);
    return { name: consoleName(channel.name, issues), outbound_url: url };
  },
});
