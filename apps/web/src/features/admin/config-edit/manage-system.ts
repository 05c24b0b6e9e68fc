import type { PermissionCode } from '@wardlight/domain';

/**
 * The configuration entities' routes and API all require admin::manage_system (spec part 1 §2); the
 * kit makes the inputs read-only for anyone who may not write.
 */
export const MANAGE_SYSTEM = {
  read: ['admin::manage_system'],
  write: ['admin::manage_system'],
} as const satisfies { read: readonly PermissionCode[]; write: readonly PermissionCode[] };
