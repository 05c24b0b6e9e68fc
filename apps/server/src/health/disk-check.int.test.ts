import { describe, expect, it } from 'vitest';
import { mountExt4, mountTmpfs } from '../../test/disk-mounts';
import { diskProblem } from './disk-check';

// The checks on real file systems that fail as a care home's disk does (ADR 0024).

describe('diskProblem', () => {
  it('tells a full disk by its free space, and by a written probe even below the reserve', {
    timeout: 30_000,
  }, async () => {
    const disk = mountTmpfs(32);
    try {
      expect(await diskProblem(disk.dir, { written: true })).toBeNull();
      disk.fill();
      expect(await diskProblem(disk.dir)).toBe(`less than 16 MB free in ${disk.dir}: the database cannot grow its log`);
      expect(await diskProblem(disk.dir, { reserveBytes: 0, written: true })).toBe(
        `the disk is full (ENOSPC): ${disk.dir} refuses writes`,
      );
      disk.free();
      expect(await diskProblem(disk.dir, { written: true })).toBeNull();
    } finally {
      disk.unmount();
    }
  });

  it('tells a disk that went read-only without writing to it', { timeout: 30_000 }, async () => {
    const disk = mountExt4(64);
    try {
      expect(await diskProblem(disk.dir)).toBeNull();
      disk.break();
      expect(await diskProblem(disk.dir)).toBe(`the file system is read-only (EROFS): ${disk.dir} refuses writes`);
    } finally {
      disk.unmount();
    }
  });
});
