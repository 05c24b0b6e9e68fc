import { hasPermission } from '@wardlight/domain';
import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { readCommitState } from '../commit/commit-state.repository';

export const settingsResolvers: Resolvers = {
  Query: {
    async appState(_p, _a, ctx) {
      const s = await ctx.services.settings.appState();
      const signedIn = ctx.principal.id > 0;
      return {
        ...s,
        // The system context's commit: a commit on another system neither clears nor shows here (ADR 0037).
        ...(await readCommitState(ctx.services.db, ctx.systemId)),
        // The configurator's address is internal; visitors of the public display do not need it.
        configurator_ip: signedIn ? s.configurator_ip : null,
        configurator_version: signedIn ? s.configurator_version : null,
        features: { demo_mode: s.demo_mode, display_group_overrides: s.display_group_overrides },
        outdated_hubs: signedIn ? await ctx.services.settings.outdatedHubs(ctx.principal) : [],
        setup_code_required: (await ctx.services.setup.isOpen()) && ctx.services.setup.gate.needsCode(ctx.clientIp),
        dev_license_key: ctx.services.license.devKeyOverride && hasPermission(ctx.principal, 'admin::manage_system'),
      };
    },
    globalSettings: (_p, _a, ctx) => ctx.services.settings.globalSettings(),
    globalAppSettings: (_p, _a, ctx) => ctx.services.settings.globalAppSettings(),
    publicSystemParams: (_p, _a, ctx) => ctx.services.systems.usable(ctx.principal),
  },
  Mutation: {
    async updateGlobalSettings(_p, { data }, ctx) {
      const saved = await ctx.services.settings.updateGlobalSettings(actorOf(ctx), data);
      // Open displays' sockets follow the setting at once (ADR 0022), not at their next reconnect.
      if (data.displays_require_enrolment != null) await ctx.services.displayDevices.settingChanged();
      return saved;
    },
    async updateGlobalAppSettings(_p, { data }, ctx) {
      const saved = await ctx.services.settings.updateGlobalAppSettings(actorOf(ctx), data);
      // Signed-in phones read their settings again (logout rules, names, team view) without a reload.
      await ctx.services.systemMessages.publish({ subject: 'app.settings', payload: null });
      return saved;
    },
  },
};
