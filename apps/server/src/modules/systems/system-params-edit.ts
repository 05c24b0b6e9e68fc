import type { Principal } from '@wardlight/domain';
import type { CrudActor, ListFilter } from '../../crud/crud';
import type { Db } from '../../db/client';
import { configChangedMessage } from '../../events/topics';
import { ValidationFailed } from '../../graphql/errors';
import type { SystemParamInput } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { noteConfigChange } from '../commit/commit-state.repository';
import type { ConfigEdit } from '../config-edit/config-edit.service';
import { configuratorUnreachable } from '../config-edit/staging';
import {
  CONFIGURED_SYSTEM_PARAMS,
  type ConfiguredSystemParams,
  pickConfigured,
  sameSystemParams,
} from '../configuration/system-params-wire';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import type { LinkManager } from './link-manager';
import { linkStateSql } from './link-state';
import { checkSystemInput, type SystemRow } from './system-params.definition';
import type { SystemParamsService } from './system-params.service';
import { stageParams, stagingRefusal } from './system-params-staging';

/** The configurator's parameters after an update, normalised as the CRUD definition stores them. */
export function configuredAfter(existing: SystemRow, input: SystemParamInput): ConfiguredSystemParams {
  const next: Record<string, unknown> = { ...pickConfigured(existing) };
  for (const column of CONFIGURED_SYSTEM_PARAMS) {
    const value = input[column];
    if (value !== undefined && value !== null) next[column] = typeof value === 'string' ? value.trim() : value;
  }
  if (input.display_language) next.display_language = input.display_language.toLowerCase();
  return next as ConfiguredSystemParams;
}

export interface SystemParamEditDeps {
  params: SystemParamsService;
  db: Db;
  links: Pick<LinkManager, 'link'>;
  configEdit: Pick<ConfigEdit, 'guard' | 'serial'>;
  messages: Pick<SystemMessagesService, 'publish'>;
  log: Logger;
}

/**
 * Configurator CRUD with the configuration-edit rules on top (ADR 0010): no write while a commit runs,
 * and a change of the parameters the configurator owns (name, network, night and weekend times, call
 * suppression, …) is staged on it before it is stored, in the order of the system's other writes.
 * The address and credentials are the console's own: they are stored, and the link follows them.
 */
export function createSystemParamEdits(deps: SystemParamEditDeps) {
  const { guard, serial } = deps.configEdit;

  async function stageOrRefuse(systemId: number, values: ConfiguredSystemParams): Promise<void> {
    // On PostgreSQL another instance may hold the link; only that one talks to the configurator.
    const link = deps.links.link(systemId);
    if (!link) throw configuratorUnreachable('this server holds no link to the configurator');
    try {
      await stageParams(link, values);
    } catch (error) {
      throw stagingRefusal(error);
    }
  }

  /** If storing fails after staging, the configurator gets the previous parameters back. */
  async function takeBack(systemId: number, previous: ConfiguredSystemParams): Promise<void> {
    const link = deps.links.link(systemId);
    if (!link) return;
    await stageParams(link, previous).catch((error: unknown) =>
      deps.log.error({ err: error, systemId }, 'could not take back staged system parameters'),
    );
  }

  async function update(actor: CrudActor, id: number, data: SystemParamInput): Promise<SystemRow> {
    await guard.assertIdle(id);
    // Another team's configurator is not found, before anything is staged on it (ADR 0018).
    const existing = await deps.params.getOrFail(id, actor.principal);
    const next = configuredAfter(existing, data);
    if (sameSystemParams(existing, next)) return deps.params.update(actor, id, data);
    // Checked before staging, so the configurator never holds what the console refuses.
    const issues = checkSystemInput(data, existing);
    if (!issues.ok) throw new ValidationFailed(issues.issues);
    await stageOrRefuse(id, next);
    let row: SystemRow;
    try {
      row = await deps.params.update(actor, id, data);
    } catch (error) {
      await takeBack(id, pickConfigured(existing));
      throw error;
    }
    const at = await noteConfigChange(deps.db, id);
    await deps.messages.publish(configChangedMessage(id, at));
    return row;
  }

  return {
    get: deps.params.get,
    getOrFail: deps.params.getOrFail,
    /** Sortable by the link state too, as every instance reads it (ADR 0025). */
    list: (filter: ListFilter | null | undefined, viewer: Principal) =>
      deps.params.list(filter, viewer, { link_state: linkStateSql() }),
    /**
     * A new configurator has no link yet: its parameters are read from it at the first connection,
     * and what the form sent until then is only a placeholder (the name above all).
     */
    async create(actor: CrudActor, data: SystemParamInput): Promise<SystemRow> {
      await guard.assertIdle(null);
      return deps.params.create(actor, data);
    },
    update: (actor: CrudActor, id: number, data: SystemParamInput) => serial(id, () => update(actor, id, data)),
    async remove(actor: CrudActor, ids: readonly number[]): Promise<number[]> {
      for (const id of ids) await guard.assertIdle(id);
      return deps.params.remove(actor, ids);
    },
  };
}

export type SystemParamEdits = ReturnType<typeof createSystemParamEdits>;

const perServices = new WeakMap<object, SystemParamEdits>();

/**
 * The edits of the server's services, made once per services object. Built here rather than in
 * services.ts because they need the link manager and the configuration-edit kit, which the plain
 * configurator CRUD (also used by setup) does without.
 */
export function systemParamEditsOf(services: {
  systemParams: SystemParamsService;
  db: Db;
  links: LinkManager;
  configEdit: ConfigEdit;
  systemMessages: SystemMessagesService;
  log: Logger;
}): SystemParamEdits {
  let edits = perServices.get(services);
  if (!edits) {
    edits = createSystemParamEdits({
      params: services.systemParams,
      db: services.db,
      links: services.links,
      configEdit: services.configEdit,
      messages: services.systemMessages,
      log: services.log,
    });
    perServices.set(services, edits);
  }
  return edits;
}
