import { userError } from '../../graphql/errors';
import type { BackupsService } from './backups.service';

// The backups service is built by buildApp beside the database it copies (it needs the PGlite instance and
// its directory, which the other services never see); resolvers and routes find it by the services object.
const registry = new WeakMap<object, BackupsService>();

export function attachBackups(services: object, backups: BackupsService): void {
  registry.set(services, backups);
}

export function backupsOf(services: object): BackupsService {
  const backups = registry.get(services);
  if (!backups) throw userError('backups are not available on this server', 'BACKUPS_UNAVAILABLE');
  return backups;
}
