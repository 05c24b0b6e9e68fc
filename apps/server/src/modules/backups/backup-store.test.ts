import { describe, expect, it } from 'vitest';
import { backupName, parseBackupName } from './backup-store';

// Backup names carry kind, engine and time (ADR 0042) and, for the backup before an update, its version
// (ADR 0045): what the list shows is read back from the name alone.

describe('backup names', () => {
  const at = new Date('2026-11-27T14:40:05.123Z');

  it('reads back a before_update backup with its version, prerelease included', () => {
    const name = backupName('before_update', 'pglite', at, '0.99.3-test.3');
    expect(name).toBe('wardlight-2026-11-27T14-40-05-123Z-before_update-v0.99.3-test.3.pglite.tar.gz');
    expect(parseBackupName(name)).toEqual({
      name,
      kind: 'before_update',
      engine: 'pglite',
      created_at: at,
      update_version: '0.99.3-test.3',
    });
    const dump = backupName('before_update', 'postgres', at, '1.2.0+build/7');
    expect(dump).toBe('wardlight-2026-11-27T14-40-05-123Z-before_update-v1.2.0_build_7.pgdump');
    expect(parseBackupName(dump)?.update_version).toBe('1.2.0_build_7');
  });

  it('keeps the other kinds as they were, without a version', () => {
    const name = backupName('manual', 'postgres', at);
    expect(name).toBe('wardlight-2026-11-27T14-40-05-123Z-manual.pgdump');
    expect(parseBackupName(name)).toMatchObject({ kind: 'manual', engine: 'postgres', update_version: null });
    expect(parseBackupName('wardlight-2026-11-27T14-40-05-123Z-weekly.pgdump')).toBeNull();
    expect(parseBackupName('wardlight-2026-11-27T14-40-05-123Z-manual-v../x.pgdump')).toBeNull();
  });
});
