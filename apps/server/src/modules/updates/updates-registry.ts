import { userError } from '../../graphql/errors';
import type { UpdatesService } from './updates.service';

// Built by buildApp beside the restart hook it needs (like the backups, ADR 0042); found by the services.
const registry = new WeakMap<object, UpdatesService>();

export function attachUpdates(services: object, updates: UpdatesService): void {
  registry.set(services, updates);
}

export function updatesOf(services: object): UpdatesService {
  const updates = registry.get(services);
  if (!updates) throw userError('updates are not available on this server', 'UPDATE_UNSUPERVISED');
  return updates;
}
