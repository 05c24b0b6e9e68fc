import type { IssueList } from '../validation/issue';
import { licenseLimit, sectionFull } from '../validation/limits';
import { isDeviceKind } from './node-kinds';

/** A section has 64 device slots (protocol §4, section_position 1–64), so it holds at most 64 devices. */
export const SECTION_MAX_DEVICES = 64;

export interface DeviceCapacityFacts {
  kind: string;
  isNew: boolean;
  /** The section the node will be in. */
  sectionId: number | null;
  /** The node enters that section with this write (always true for a new node with a section). */
  entersSection: boolean;
  /** Devices already in that section, the node itself left out. */
  devicesInSection: number;
  /** Devices of every system: one licence covers the installation. */
  devicesInUse: number;
  /** The licence's `limits.devices`. */
  devicesLicensed: number;
}

/**
 * Room for one more device (spec part 1 §5: "license limit reached", "section full (maximum
 * devices)"). Only devices count; structure nodes are free. The licence limit applies to creating a
 * device, not to editing one that exists (an import may have brought more than the licence allows).
 * A limit of 0 allows none: the default licence of spec part 1 §3 has 0 devices, as its 0 app
 * clients turn the app off (license.ts), so nothing is created until a licence is activated.
 */
export function checkDeviceCapacity(facts: DeviceCapacityFacts, list: IssueList): boolean {
  if (!isDeviceKind(facts.kind)) return true;
  const licensed = !facts.isNew || licenseLimit('kind', facts.devicesInUse, facts.devicesLicensed, list);
  const fits =
    facts.sectionId === null ||
    !facts.entersSection ||
    sectionFull('section_id', facts.devicesInSection, SECTION_MAX_DEVICES, list);
  return licensed && fits;
}
