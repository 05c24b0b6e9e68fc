import { CHECKPOINT_NUMBER, type IssueList, longText, noDuplicates, numberRule, required } from '@wardlight/domain';
import { checkpointMaps, type MapCheckpoint, sections } from '../../db/schema/index';
import { displayChar } from '../config-edit/field-rules';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';
import { mapImage } from './map-image';

const PIXELS = { min: 0, max: 100_000 };

function checkCheckpoint(point: MapCheckpoint, path: string, issues: IssueList): MapCheckpoint {
  if (required(`${path}.number`, point.number, issues))
    numberRule(`${path}.number`, point.number, CHECKPOINT_NUMBER, issues);
  displayChar(`${path}.char`, point.char, issues);
  longText(`${path}.text`, point.text, issues);
  numberRule(`${path}.diameter`, point.diameter, { min: 1, max: PIXELS.max }, issues);
  numberRule(`${path}.position_x`, point.position_x, PIXELS, issues);
  numberRule(`${path}.position_y`, point.position_y, PIXELS, issues);
  return { ...point, char: point.char ?? '', text: point.text ?? '', section_id: point.section_id ?? null };
}

/**
 * Checkpoint maps (spec part 1 §3): a floor plan with the checkpoints placed on it, in an order of their
 * own. The image is reported in the audit log as changed, never with its content.
 */
export const checkpointMapEntity = defineConsoleEntity(checkpointMaps, {
  entity: 'checkpoint_map',
  names: { one: 'checkpointMap', many: 'checkpointMaps', Singular: 'CheckpointMap', Plural: 'CheckpointMaps' },
  fields: ['name', 'section_id', 'checkpoints', 'sort_order', 'image'],
  search: ['name'],
  orderBy: 'sort_order',
  sortable: ['name', 'checkpoints'],
  unique: ['name'],
  sortField: 'sort_order',
  opaque: ['image'],
  async check(map, { issues, exists }) {
    const checkpoints = (map.checkpoints ?? []).map((p, i) => checkCheckpoint(p, `checkpoints[${i}]`, issues));
    noDuplicates('checkpoints', checkpoints, (p) => String(p.number), issues);
    await exists('section_id', sections, [map.section_id]);
    await exists(
      'checkpoints',
      sections,
      checkpoints.map((p) => p.section_id),
    );
    mapImage('image', map.image, issues);
    return { name: consoleName(map.name, issues), checkpoints, image: map.image || null };
  },
});
