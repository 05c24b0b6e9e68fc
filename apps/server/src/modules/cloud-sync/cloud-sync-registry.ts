import { userError } from '../../graphql/errors';
import type { CloudSyncService } from './cloud-sync.service';

// Built by buildApp beside the secrets and the backup directory it needs; found by the services object.
const registry = new WeakMap<object, CloudSyncService>();

export function attachCloudSync(services: object, cloud: CloudSyncService): void {
  registry.set(services, cloud);
}

export function cloudSyncOf(services: object): CloudSyncService {
  const cloud = registry.get(services);
  if (!cloud) throw userError('cloud sync is not available on this server', 'CLOUD_SYNC_UNAVAILABLE');
  return cloud;
}
