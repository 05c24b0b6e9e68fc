import type { roles } from '../../db/schema/index';

export type RoleRow = typeof roles.$inferSelect;
