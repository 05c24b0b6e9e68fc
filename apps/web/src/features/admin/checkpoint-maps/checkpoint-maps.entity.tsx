import { IssueList, longText, noDuplicates, numberRule, required } from '@wardlight/domain';
import {
  CheckpointMapCreateDocument,
  CheckpointMapDeleteDocument,
  type CheckpointMapFieldsFragment,
  CheckpointMapGetDocument,
  CheckpointMapListDocument,
  CheckpointMapUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { CHECKPOINT_NUMBER, CONSOLE_NAME_MAX_BYTES, consoleName } from '../alert-channels/console-rules';
import { OptionLabel, useSectionOptions } from '../config-edit/config-options';
import { displayChar } from '../config-edit/config-rules';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { type CheckpointRow, CheckpointsInput } from './CheckpointsInput';
import { MapImageInput } from './MapImageInput';
import { dataUrlBytes, MAP_IMAGE_MAX_BYTES, MAP_IMAGE_MAX_TEXT } from './map-image';

const PIXELS = { min: 0, max: 100_000 };

/** The server's checks of one checkpoint (checkpoint-maps.entity.ts), at `checkpoints[i].<field>`. */
function checkCheckpoint(p: CheckpointRow, path: string, issues: IssueList) {
  if (required(`${path}.number`, p.number, issues)) numberRule(`${path}.number`, p.number, CHECKPOINT_NUMBER, issues);
  displayChar(`${path}.char`, p.char, issues);
  longText(`${path}.text`, p.text, issues);
  if (required(`${path}.diameter`, p.diameter, issues))
    numberRule(`${path}.diameter`, p.diameter, { min: 1, max: PIXELS.max }, issues);
  for (const axis of ['position_x', 'position_y'] as const)
    if (required(`${path}.${axis}`, p[axis], issues)) numberRule(`${path}.${axis}`, p[axis], PIXELS, issues);
}

/**
 * Checkpoint maps (spec part 1 §3 "Checkpoint map"): a floor plan with the checkpoints placed on it.
 * Their order is the sort modal's (`admin.checkpointmaps.sort`); a new map goes last. The image is
 * a data URL of at most 5 MB, refused in the form beyond that.
 */
export const checkpointMapEntity = defineEntity({
  i18n: { ns: 'adminDevices', key: 'checkpointMaps' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: CheckpointMapListDocument,
    get: CheckpointMapGetDocument,
    create: CheckpointMapCreateDocument,
    update: CheckpointMapUpdateDocument,
    delete: CheckpointMapDeleteDocument,
  },
  toValues: (m: CheckpointMapFieldsFragment) => ({
    name: m.name,
    section_id: m.section_id,
    image: m.image,
    checkpoints: m.checkpoints.map(
      (p): CheckpointRow => ({
        number: p.number,
        char: p.char,
        text: p.text,
        diameter: p.diameter,
        position_x: p.position_x,
        position_y: p.position_y,
        section_id: p.section_id,
      }),
    ),
  }),
  defaults: { name: '', section_id: null, image: null, checkpoints: [] },
  columns: [
    { key: 'sort_order', sortable: true },
    { key: 'name', sortable: true },
    { key: 'section_id', render: (m) => <OptionLabel useOptions={useSectionOptions} value={m.section_id} /> },
    { key: 'checkpoints', render: (m) => m.checkpoints.length, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (m) => m.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'section_id', kind: 'select', useOptions: useSectionOptions, clearable: true },
    { name: 'image', kind: 'custom', render: (props) => <MapImageInput {...props} /> },
    { name: 'checkpoints', kind: 'custom', render: (props) => <CheckpointsInput {...props} /> },
  ],
  // Validation has made sure the checkpoints' numbers are there.
  toInput: (v) => ({
    name: v.name.trim(),
    section_id: v.section_id,
    image: v.image,
    checkpoints: v.checkpoints.map((p) => ({
      ...p,
      number: p.number ?? 0,
      diameter: p.diameter ?? 0,
      position_x: p.position_x ?? 0,
      position_y: p.position_y ?? 0,
    })),
  }),
  // The server's rules; a checkpoint's first problem is shown under the checkpoints.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    if (v.image && dataUrlBytes(v.image) > MAP_IMAGE_MAX_BYTES)
      issues.add('image', 'max_value', { max: MAP_IMAGE_MAX_TEXT });
    const points = new IssueList();
    for (const [i, p] of v.checkpoints.entries()) checkCheckpoint(p, `checkpoints[${i}]`, points);
    noDuplicates('checkpoints', v.checkpoints, (p) => String(p.number), points);
    const [first] = points.issues;
    if (first) issues.add('checkpoints', first.key, first.data);
    return issues.issues;
  },
});

export const { Form: CheckpointMapForm } = entityScreens(checkpointMapEntity);
