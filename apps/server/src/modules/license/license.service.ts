import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_LICENSE, LICENSE_NUMBER_MAX_LENGTH, type License } from '@wardlight/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import { userError, ValidationFailed } from '../../graphql/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { decodeLicense, parsePublicKeys } from './license-code';

export interface LicenseInForce extends License {
  customer: string | null;
  activated_at: Date | null;
}

const NONE: LicenseInForce = { ...DEFAULT_LICENSE, customer: null, activated_at: null };

export function devPublicKey(): string {
  return readFileSync(new URL('../../../keys/dev-license-public.pem', import.meta.url), 'utf8');
}

/** The license in force, read through `db` — a transaction's handle inside a transaction. */
export async function readLicense(db: DbOrTx): Promise<LicenseInForce> {
  const rows = await db.select().from(licenses).orderBy(desc(licenses.row_id)).limit(1);
  const row = rows[0];
  if (!row) return NONE;
  return {
    id: row.license_id,
    name: row.name,
    features: row.features,
    limits: row.limits,
    customer: row.customer,
    activated_at: row.activated_at,
  };
}

export function createLicenseService(deps: {
  db: Db;
  bus: Bus;
  publicKeys?: string[] | undefined;
  /** Production runs on the development key by ALLOW_DEV_LICENSE_KEY=1: administrators are told (ADR 0021). */
  devKeyOverride?: boolean | undefined;
}) {
  const keys: KeyObject[] = parsePublicKeys(deps.publicKeys ?? [devPublicKey()]);
  // Read on every guarded request, changed almost never: cached, dropped on activation anywhere.
  let cached: Promise<LicenseInForce> | null = null;
  const drop = () => {
    cached = null;
  };
  deps.bus.on('licenseChanged', drop);
  // An activation announced while the bus could not listen is missed: read again (ADR 0023).
  deps.bus.onState(drop);

  const load = () => readLicense(deps.db);

  return {
    /** True when this production server trusts the development key by override. */
    devKeyOverride: deps.devKeyOverride ?? false,

    current(): Promise<LicenseInForce> {
      cached ??= load().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },

    /** Errors as the setup wizard maps them: 'activation failed: <reason>'. */
    async activate(actor: AuditActor, customer: string, code: string): Promise<LicenseInForce> {
      const number = customer.trim();
      if (!number) throw new ValidationFailed([{ field: 'customer', key: 'required' }]);
      if (number.length > LICENSE_NUMBER_MAX_LENGTH) {
        throw new ValidationFailed([
          { field: 'customer', key: 'max_length', data: { max: LICENSE_NUMBER_MAX_LENGTH } },
        ]);
      }
      if (!code.trim()) throw new ValidationFailed([{ field: 'code', key: 'required' }]);
      const decoded = decodeLicense(number, code, keys);
      if (!decoded.ok) throw userError(`activation failed: ${decoded.reason}`, 'ACTIVATION_FAILED');
      const p = decoded.payload;
      await deps.db.transaction(async (tx) => {
        const existing = await tx.select().from(licenses).where(eq(licenses.license_id, p.id)).limit(1);
        if (existing.length) throw userError('activation failed: already_activated', 'ACTIVATION_FAILED');
        await tx.insert(licenses).values({
          license_id: p.id,
          customer: number,
          code: code.trim(),
          name: p.name,
          features: p.features,
          limits: p.limits,
          activated_by: actor.userId,
        });
        await writeAudit(tx, actor, [
          {
            action: 'created',
            entity: 'license',
            entityId: p.id,
            change: { name: p.name, features: p.features, limits: p.limits },
          },
        ]);
      });
      cached = null;
      await deps.bus.publish('licenseChanged', { license_id: p.id });
      return this.current();
    },
  };
}

export type LicenseService = ReturnType<typeof createLicenseService>;
