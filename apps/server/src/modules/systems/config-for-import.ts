import type { CallSystemLink } from '../../call-system/link';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import { remoteParamsOf } from './system-params-staging';

/**
 * The committed configuration as an import should take it: with the system parameters staged on the
 * configurator laid over the committed ones. The systems row has no item state to keep a staged edit
 * through an import (the tables of the other kinds have), so the import is given the values the commit
 * will bring; the commit's own import then finds them committed.
 */
export async function configForImport(link: CallSystemLink): Promise<ConfigSnapshot> {
  const [config, staged] = await Promise.all([link.config(), link.staged()]);
  const params = remoteParamsOf(config, staged).staged;
  if (!params || !config.system_params) return config;
  return { ...config, system_params: { ...config.system_params, ...params, id: config.system_params.id } };
}
