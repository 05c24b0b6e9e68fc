import { EntityList } from '../../../ui/crud/EntityList';
import { HubToolsPanel } from './HubToolsPanel';
import { hubEntity } from './hubs.entity';

/** `/admin/hubs`: the hubs, and below them the hub sync and the hub logs (ADR 0045, "Hubs"). */
export function HubListPage() {
  return (
    <>
      <EntityList entity={hubEntity} />
      <HubToolsPanel />
    </>
  );
}
