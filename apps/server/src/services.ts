import type { LicenseContext } from '@wardlight/domain';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from './config';
import { bindCrud } from './crud/bind';
import type { Database, Db } from './db/client';
import type { ConsoleLane } from './db/console-lane';
import type { Bus } from './events/topics';
import { watchDatabase } from './health/database-watch';
import { createHealth, type Health } from './health/health';
import type { Logger } from './logger';
import { logDirOf } from './logger';
import { noticeAccessChanges } from './modules/auth/access-notices';
import { createAuthService } from './modules/auth/auth.service';
import type { ThrottlePolicy } from './modules/auth/login-throttle';
import { createCallLogService } from './modules/call-log/call-log.service';
import { createCallIngest } from './modules/calls/call-ingest';
import { callViewCache } from './modules/calls/call-view';
import { createCallsService } from './modules/calls/calls.service';
import { createCallsFeed } from './modules/calls/calls-feed';
import { createDeviceActions } from './modules/calls/device-action.service';
import { createCommitService } from './modules/commit/commit.service';
import { createConfigEdit } from './modules/config-edit/config-edit.service';
import { createConsoleEntities } from './modules/console-entities/console-entities.service';
import { createDemoService } from './modules/demo/demo.service';
import { createDisplayService } from './modules/display/display.service';
import { createDisplayDevicesService } from './modules/display-devices/display-devices.service';
import { createExportsService } from './modules/exports/exports.service';
import { createFleetService } from './modules/fleet/fleet.service';
import { createHubSync } from './modules/hubs/hub-sync.service';
import { createIncidentEngine, type IncidentEngine } from './modules/incidents/incident-engine';
import { createIncidentsService } from './modules/incidents/incidents.service';
import { createLdapService } from './modules/ldap/ldap.service';
import { createLicenseService } from './modules/license/license.service';
import { createLogsService } from './modules/logs/logs.service';
import { createMailService } from './modules/mail/mail.service';
import { createMailer } from './modules/mail/mailer';
import { createAppSettingsCache } from './modules/phones/app-settings-cache';
import { createCoverageWatch } from './modules/phones/coverage';
import { createEscalationEngine } from './modules/phones/escalation/engine';
import { createPhoneActions } from './modules/phones/phone-actions';
import { createPhoneFeeds } from './modules/phones/phone-feeds';
import { createPhonePulse } from './modules/phones/phone-pulse';
import { createPhoneSubscriptions } from './modules/phones/phone-subscriptions';
import { createPhonesService } from './modules/phones/phones.service';
import { createReportsService } from './modules/reports/reports.service';
import { roleCrud } from './modules/roles/roles.definition';
import { createSearchService } from './modules/search/search.service';
import { createSettingsService } from './modules/settings/settings.service';
import { createSetupService } from './modules/setup/setup.service';
import { createSyncService } from './modules/sync/sync.service';
import { createSystemMessages } from './modules/system-messages/system-messages.service';
import { createLinkManager } from './modules/systems/link-manager';
import { postgresOwnership, soleOwnership } from './modules/systems/link-ownership';
import { createLinkStateStore } from './modules/systems/link-state-store';
import { watchLinkStates } from './modules/systems/link-state-watch';
import { createLinkStatesService } from './modules/systems/link-states.service';
import { createSystemParamsService } from './modules/systems/system-params.service';
import { createSystemsService } from './modules/systems/systems.service';
import { createTreeService } from './modules/tree/tree.service';
import { createTreeViewsService } from './modules/tree-views/tree-views.service';
import { userCrud } from './modules/users/users.definition';
import { createVideoStreamLinks } from './modules/video-streams/video-stream-links';
import type { SecretBox } from './secrets/secret-box';
import { SERVER_VERSION } from './version';

export interface ServiceDeps {
  db: Db;
  /** The call path's own handle (ADR 0019); defaults to `db` where nothing competes (unit tests). */
  callPath?: Db | undefined;
  /** The handles without the test's statement log, for housekeeping on timers (Database.quiet). */
  quiet?: { db: Db; callPath: Db } | undefined;
  /** The call path's ranked handles into the embedded database (Database.ranks, ADR 0048). */
  ranks?: Database['ranks'] | undefined;
  /** PGlite's console lane, held back while a call is stored and delivered (ADR 0019). */
  lane?: ConsoleLane | null | undefined;
  bus: Bus;
  log: Logger;
  config: Pick<
    ServerConfig,
    | 'licensePublicKeys'
    | 'sessionIdleMinutes'
    | 'sessionMaxHours'
    | 'dataDir'
    | 'fleetSilenceMs'
    | 'fleetFlushMs'
    | 'ldapCaFile'
  >;
  throttle?: ThrottlePolicy | undefined;
  /** Set on PostgreSQL: several instances may share it, and each configurator link has one holder. */
  databaseUrl?: string | undefined;
  linkRetryMs?: number | undefined;
  /** Seals and opens the configurator passwords (ADR 0021). */
  secrets: SecretBox;
  /** Production trusts the development licence key by ALLOW_DEV_LICENSE_KEY=1 (ADR 0021). */
  devKeyOverride?: boolean | undefined;
  /** This instance's health (health/health.ts); created here when the caller has none. */
  health?: Health | undefined;
  /** The incident engine's clock and pace (tests move the clock past a monitoring timeout). */
  incidents?: { now?: () => Date; intervalMs?: number; debounceMs?: number } | undefined;
  /** The e-mail reports' clock and retry wait (tests send Monday's report and retry it at once). */
  reports?: { now?: () => Date; retryMs?: number } | undefined;
}

/** Every service of the server, wired once at start; resolvers reach them through the context. */
export function createServices(deps: ServiceDeps) {
  const { db, bus } = deps;
  const callPath = deps.callPath ?? db;
  const health = deps.health ?? createHealth();
  const systems = createSystemsService({ db, bus });
  const license = createLicenseService({
    db,
    bus,
    publicKeys: deps.config.licensePublicKeys,
    devKeyOverride: deps.devKeyOverride,
  });
  const settings = createSettingsService({ db, systems, bus });
  const displayDevices = createDisplayDevicesService({ db, bus });
  const ldap = createLdapService({ db, secrets: deps.secrets, caFile: deps.config.ldapCaFile });
  const auth = createAuthService({
    db,
    systems,
    ldap,
    displays: displayDevices,
    sessions: { idleMinutes: deps.config.sessionIdleMinutes, maxHours: deps.config.sessionMaxHours },
    throttle: deps.throttle,
    bus,
  });
  const setup = createSetupService({ db, auth });
  const systemMessages = createSystemMessages({ bus, version: SERVER_VERSION, health });
  // Ingest, the link's cursor and the fan-out read never wait behind console requests, and while a call
  // is stored and delivered no console statement starts (ADR 0019).
  const lane = deps.lane;
  const first = lane ? <T>(work: () => Promise<T>) => lane.first(work) : undefined;
  // Inside the embedded database the call path itself goes by rank (ADR 0048): a call's write first, then its
  // walls' read, the phones' reads, and last the phones' writes that can wait (the escalation's write-behind,
  // acknowledgements): a burst's delivery rows never go in ahead of the next call.
  const ranks = deps.ranks ?? { calls: callPath, walls: callPath, behind: callPath };
  // Database faults are told to the instance's health, and what waited for the database resumes (ADR 0023).
  const databaseWatch = watchDatabase({ probe: () => callPath.execute(sql`select 1`), health, log: deps.log });
  const offBusState = bus.onState((state) => databaseWatch.listener(state));
  // A call the link stored rings or ends on this instance's phones from its row, before it is announced.
  const ingest = createCallIngest({
    db: ranks.calls,
    bus,
    first,
    onStored: (systemId, stored) => escalation.stored(systemId, stored),
  });
  // What every call's change would read again and again, kept for the call path: the related records of
  // calls (a new room is read once, not by the walls, the engine and the phones each), and the app settings.
  const viewed = callViewCache();
  const appSettings = createAppSettingsCache(bus);
  const callsFeed = createCallsFeed({
    db: ranks.walls,
    bus,
    log: deps.log,
    first,
    onFailure: databaseWatch.doubt,
    viewed,
    concurrent: Boolean(deps.databaseUrl),
  });
  const ownership = deps.databaseUrl ? postgresOwnership(deps.databaseUrl, deps.log) : soleOwnership;
  // Calls opened on devices or sections linked to a video stream tell the displays, after they were stored and
  // announced; the links are held in memory, read on the console's quiet handle (ADR 0038).
  const videoLinks = createVideoStreamLinks({ db: deps.quiet?.db ?? db, messages: systemMessages, log: deps.log });
  // Incidents are evaluated where the link runs, after what it stored (ADR 0036); created once links exist.
  let incidentEngine: IncidentEngine | null = null;
  // The holder writes its links' states on the call path's handle; every instance reads them (ADR 0025).
  const linkStateStore = createLinkStateStore({ db: deps.quiet?.callPath ?? callPath, log: deps.log });
  const linkWatch = watchLinkStates({ db: deps.quiet?.db ?? db, messages: systemMessages, log: deps.log });
  const links = createLinkManager({
    db: callPath,
    ingest,
    messages: systemMessages,
    log: deps.log,
    ownership,
    bus,
    secrets: deps.secrets,
    retryMs: deps.linkRetryMs,
    watch: databaseWatch,
    linkStates: linkStateStore,
    observer: {
      onEvent: (systemId, event) => incidentEngine?.onEvent(systemId, event),
      onCallEvents: (systemId, events) => {
        incidentEngine?.onCallEvents(systemId, events);
        videoLinks.onCallEvents(systemId, events);
      },
      onSnapshot: (systemId) => incidentEngine?.onSnapshot(systemId),
    },
  });
  // On the console's handle (and lane): evaluations wait behind calls, never the other way round.
  incidentEngine = createIncidentEngine({
    db,
    messages: systemMessages,
    log: deps.log,
    held: () => links.held(),
    ...deps.incidents,
  });
  const calls = createCallsService({ db });
  const phoneFeeds = createPhoneFeeds({ db: callPath, bus, log: deps.log, first, viewed, settings: appSettings.read });
  const phonePulse = createPhonePulse(db, deps.log);
  // Technicians hear when a section loses its phones; the link holder of a system speaks for it.
  const coverageWatch = createCoverageWatch({
    db,
    messages: systemMessages,
    held: () => links.held(),
    usesPhones: (systemId) => escalation.usesPhones(systemId),
    log: deps.log,
  });
  // Phones are on the call path: the engine reads and writes on its handle and lane (ADR 0032).
  const escalation = createEscalationEngine({
    db: callPath,
    bus,
    log: deps.log,
    first,
    writes: ranks.behind,
    ring: ranks.walls,
    onDecided: (systemId, rows, views) => phoneFeeds.provisional(systemId, rows, views),
    onClosed: (systemId, closed) => phoneFeeds.provisionalClose(systemId, closed),
    viewed,
    settings: appSettings.read,
  });
  const phoneActions = createPhoneActions({ db: callPath, engine: escalation, writes: ranks.behind });
  const licenseContext = async (systemId: number | null): Promise<LicenseContext> => {
    const [current, state] = await Promise.all([license.current(), settings.appState()]);
    return {
      license: current,
      appGatewayEnabled: state.app_gateway_enabled,
      appGatewaySystemId: state.app_gateway_system_id,
      systemId,
    };
  };
  const configEdit = createConfigEdit({ db, links, messages: systemMessages, log: deps.log });

  const consoleEntities = createConsoleEntities({ db, messages: systemMessages });
  // Heartbeats in memory, written in batches on the console's quiet handle: never on the call path (ADR 0038).
  const fleet = createFleetService({
    db: deps.quiet?.db ?? db,
    messages: systemMessages,
    log: deps.log,
    silenceMs: deps.config.fleetSilenceMs,
    flushMs: deps.config.fleetFlushMs,
  });
  const mailer = createMailer({ db, secrets: deps.secrets });
  const reports = createReportsService({ db: deps.quiet?.db ?? db, mailer, log: deps.log, ...deps.reports });
  return {
    db,
    bus,
    log: deps.log,
    secrets: deps.secrets,
    health,
    systems,
    license,
    settings,
    auth,
    setup,
    systemMessages,
    ingest,
    calls,
    demo: createDemoService({ db, links, calls, secrets: deps.secrets }),
    callsFeed,
    links,
    linkStates: createLinkStatesService({ db, systems }),
    linkWatch,
    deviceActions: createDeviceActions({ db, links }),
    callLog: createCallLogService({ db, links }),
    // Exports read on the console's handle; the call log service is stateless, so they have their own.
    exports: createExportsService({
      db,
      bus,
      log: deps.log,
      callLog: createCallLogService({ db, links }),
      dataDir: deps.config.dataDir,
    }),
    sync: createSyncService({ links }),
    tree: createTreeService({ db, configEdit, log: deps.log }),
    display: createDisplayService({ db, messages: systemMessages, systems }),
    displayDevices,
    systemParams: createSystemParamsService({ db, bus, systems, secrets: deps.secrets }),
    configEdit,
    consoleEntities,
    phoneSubscriptions: createPhoneSubscriptions({ db, consoleEntities }),
    search: createSearchService({ db, bus, license }),
    treeViews: createTreeViewsService({ db }),
    // The sync service is stateless: the commit service's own instance reads the same configurator.
    commit: createCommitService({
      db,
      bus,
      log: deps.log,
      links,
      configEdit,
      messages: systemMessages,
      sync: createSyncService({ links }),
    }),
    // Their writes make the concerned users' sockets check their identity again (ADR 0020).
    users: noticeAccessChanges(bindCrud(userCrud, db), bus, (ids) => [...ids]),
    roles: noticeAccessChanges(bindCrud(roleCrud, db), bus, () => null),

    /** What licence checks need to know for a request on `systemId`. */
    licenseContext,
    escalation,
    phones: createPhonesService({ db, bus, currentLicense: () => license.current() }),
    phoneActions,
    coverageWatch,
    phoneFeeds,
    phonePulse,
    fleet,
    incidentEngine,
    incidents: createIncidentsService({ db, messages: systemMessages }),
    mailer,
    mail: createMailService({ db, mailer }),
    ldap,
    hubSync: createHubSync({ db, links, secrets: deps.secrets }),
    logs: createLogsService({ dir: logDirOf(deps.config.dataDir) }),
    reports,

    async close(): Promise<void> {
      offBusState();
      reports.close();
      await reports.settled();
      fleet.close();
      // The last heartbeats, so another instance does not take these screens for silent.
      await fleet.round().catch((error: unknown) => deps.log.warn({ err: error }, 'fleet: last round failed'));
      databaseWatch.close();
      linkWatch.close();
      escalation.close();
      coverageWatch.close();
      incidentEngine.close();
      phoneFeeds.close();
      appSettings.close();
      phonePulse.close();
      await phoneFeeds.settled();
      await phoneActions.settled();
      await escalation.settled();
      await incidentEngine.settled();
      await links.stopAll();
      await linkStateStore.settled();
      callsFeed.close();
      videoLinks.close();
      systemMessages.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
