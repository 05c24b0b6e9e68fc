import { ANONYMOUS, hasPermission, type Principal } from '@wardlight/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { factsOfRequest } from '../../http/request-facts';
import type { Services } from '../../services';
import { SystemUnavailable } from '../systems/systems.service';
import { assertEverySystem } from './backups.service';
import { backupsOf } from './backups-registry';
import { configurationArchive } from './configuration-csv';

const REFUSALS = { 401: 'not signed in', 403: 'not allowed', 404: 'not found' } as const;

/**
 * GET /backend/backups/:name/file: a backup file for the backups page's download link. The session cookie
 * says who asks, as for GraphQL: admin::manage_backups with the management licence, and every system (a
 * backup holds all of them).
 */
export function registerBackupDownloadRoute(app: FastifyInstance, services: Services): void {
  /** The caller if allowed backups (permission, licence, every system), else the refusal's status. */
  async function allowed(req: FastifyRequest): Promise<Principal | 401 | 403> {
    let principal: Principal = ANONYMOUS;
    try {
      principal = (await services.auth.identify({ ...factsOfRequest(req), requestedSystem: null })).principal;
    } catch (error) {
      if (!(error instanceof SystemUnavailable)) throw error;
      return 403;
    }
    if (principal.id <= 0) return 401;
    const license = await services.license.current();
    if (!hasPermission(principal, 'admin::manage_backups') || !license.features.management) return 403;
    try {
      assertEverySystem(principal);
    } catch {
      return 403;
    }
    return principal;
  }

  // The CSV backup of the configuration (spec part 1 §2), made on request: one CSV per table in a tar.
  app.get('/backend/backups/configuration.tar', async (req, reply) => {
    const principal = await allowed(req);
    if (typeof principal === 'number') return reply.status(principal).send({ error: REFUSALS[principal] });
    const at = new Date();
    const archive = await configurationArchive(services.db, at);
    const name = `wardlight-configuration-${at.toISOString().slice(0, 10)}.tar`;
    return reply
      .header('content-type', 'application/x-tar')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  });

  app.get<{ Params: { name: string } }>('/backend/backups/:name/file', async (req, reply) => {
    const principal = await allowed(req);
    if (typeof principal === 'number') return reply.status(principal).send({ error: REFUSALS[principal] });
    let found: Awaited<ReturnType<ReturnType<typeof backupsOf>['file']>>;
    try {
      found = await backupsOf(services).file(principal, req.params.name);
    } catch {
      return reply.status(403).send({ error: REFUSALS[403] });
    }
    if (!found) return reply.status(404).send({ error: REFUSALS[404] });
    const name = found.file.name;
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', String(found.file.size))
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(found.stream());
  });
}
