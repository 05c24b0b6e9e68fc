import { asc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { ConfiguratorCheckError, checkConfigurator } from '../../call-system/connect-check';
import { bindCrud } from '../../crud/bind';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { appState, systems } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import type { SystemParamInput } from '../../graphql/generated/resolvers-types';
import type { SecretBox } from '../../secrets/secret-box';
import { type SystemRow, systemParamCrud } from './system-params.definition';
import type { SystemsService } from './systems.service';

/** `host` or `host:port` as a technician types it into the wizard. */
function splitAddress(address: string): { ip: string; port: number | null } {
  const text = address
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const match = /^(.+):(\d{1,5})$/.exec(text);
  return match?.[1] && match[2] ? { ip: match[1], port: Number(match[2]) } : { ip: text, port: null };
}

/** The wizard maps these by their words (spec part 1 §5); the field and key serve other clients. */
function checkFailed(error: ConfiguratorCheckError): GraphQLError {
  const unauthorized = error.failure === 'unauthorized';
  return new GraphQLError(error.message, {
    extensions: {
      code: 'VALIDATION_FAILED',
      validation: true,
      field: unauthorized ? 'password' : 'ip',
      key: unauthorized ? 'wrong_credentials' : 'connection_error',
    },
  });
}

export function createSystemParamsService(deps: { db: Db; bus: Bus; systems: SystemsService; secrets: SecretBox }) {
  const crud = bindCrud(systemParamCrud(deps.secrets), deps.db);

  /**
   * Every instance drops its system list, and the instance holding the link (this or another one)
   * follows the new address and credentials: both through the bus.
   */
  async function changed(id: number): Promise<void> {
    deps.systems.invalidate();
    await deps.bus.publish('systemsChanged', { system_id: id });
  }

  return {
    get: crud.get,
    getOrFail: crud.getOrFail,
    list: crud.list,
    async create(actor: CrudActor, data: SystemParamInput): Promise<SystemRow> {
      const row = await crud.create(actor, data);
      await changed(row.id);
      return row;
    },
    async update(actor: CrudActor, id: number, data: SystemParamInput): Promise<SystemRow> {
      const row = await crud.update(actor, id, data);
      await changed(id);
      return row;
    },
    async remove(actor: CrudActor, ids: readonly number[]): Promise<number[]> {
      const removed = await crud.remove(actor, ids);
      for (const id of removed) await changed(id);
      return removed;
    },

    /** Setup step 3: the first configurator, checked before it is stored. */
    async createInitial(actor: CrudActor, address: string, username: string, password: string): Promise<SystemRow> {
      const { ip, port } = splitAddress(address);
      let version: string;
      try {
        ({ version } = await checkConfigurator({ ip, port: port ?? undefined, username, password }));
      } catch (error) {
        if (error instanceof ConfiguratorCheckError) throw checkFailed(error);
        throw error;
      }
      const [first] = await deps.db.select().from(systems).orderBy(asc(systems.id)).limit(1);
      const data = { ip, tcp_port: port ?? 80, username, password };
      const row = first
        ? await crud.update(actor, first.id, data)
        : await crud.create(actor, { ...data, name: 'System 1' });
      await deps.db.update(systems).set({ version }).where(eq(systems.id, row.id));
      await deps.db
        .update(appState)
        .set({ configurator_ip: port ? `${ip}:${port}` : ip, configurator_version: version })
        .where(eq(appState.id, 1));
      await changed(row.id);
      return { ...row, version };
    },
  };
}

export type SystemParamsService = ReturnType<typeof createSystemParamsService>;
