import type { CallSystemLink } from '../../call-system/link';
import { isLinkError } from '../../call-system/link-error';
import type { ItemState } from '../../db/schema/index';
import type { ConfiguredSystemParams } from '../configuration/system-params-wire';
import { paramsState, readRemoteParams } from './system-params-staging';

/**
 * `SystemParam.item_state`: asked of the configurator each time (two requests), so only clients that
 * select it pay; null while it cannot be asked.
 */
export async function systemParamItemState(
  link: CallSystemLink | null,
  values: ConfiguredSystemParams,
): Promise<ItemState | null> {
  if (!link) return null;
  try {
    return paramsState(values, await readRemoteParams(link));
  } catch (error) {
    if (isLinkError(error)) return null;
    throw error;
  }
}
