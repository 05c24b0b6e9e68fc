import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

// Real file systems that fail like a care home's disk does (ADR 0024). Mounting needs root with
// CAP_SYS_ADMIN, as on CI: without it these tests fail with the reason, they are not skipped.

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(
      `${command} ${args.join(' ')} failed: ${stderr.trim() || String(error)}. The disk fault tests mount ` +
        'small file systems and need root with CAP_SYS_ADMIN (as on CI).',
    );
  }
}

/** A small tmpfs that the test fills to the last byte and empties again. */
export function mountTmpfs(sizeMb: number) {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-tmpfs-'));
  run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    /** Takes every free byte: the next block the database needs is refused (ENOSPC). */
    fill(): void {
      const { bavail, bsize } = statfsSync(dir);
      run('fallocate', ['-l', String(bavail * bsize), filler]);
    },
    /** Space returns. */
    free(): void {
      unlinkSync(filler);
    },
    unmount(): void {
      run('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An ext4 image on a loop device, mounted with errors=remount-ro. `break()` raises a file system error, as
 * a failing disk does: the kernel makes the mount read-only at once, also for files already open for
 * writing (a plain `mount -o remount,ro` refuses while the database holds its files). It stays read-only
 * until unmounted and checked, as in real life: `repair()` does that once nothing holds it any more.
 */
export function mountExt4(sizeMb: number) {
  const work = mkdtempSync(join(tmpdir(), 'wardlight-ext4-'));
  // The image lives in memory: the database's start syncs every file it has, a minute on a loop device
  // whose image is on a busy disk, well under a second here.
  run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb + 16}m`, 'tmpfs', work]);
  const image = join(work, 'disk.img');
  const dir = join(work, 'mnt');
  writeFileSync(image, '');
  run('truncate', ['-s', `${sizeMb}M`, image]);
  run('mkfs.ext4', ['-q', '-F', image]);
  run('mkdir', [dir]);
  const mount = () => run('mount', ['-o', 'loop,errors=remount-ro', image, dir]);
  mount();
  return {
    dir,
    break(): void {
      const device = basename(run('findmnt', ['-n', '-o', 'SOURCE', dir]).trim());
      writeFileSync(`/sys/fs/ext4/${device}/trigger_fs_error`, '1');
    },
    repair(): void {
      run('umount', [dir]);
      // e2fsck answers 1 when it corrected errors: the error raised by break() is one.
      const check = spawnSync('e2fsck', ['-f', '-y', image], { encoding: 'utf8' });
      if (check.status === null || check.status > 1) throw new Error(`e2fsck failed: ${check.stdout}${check.stderr}`);
      mount();
    },
    unmount(): void {
      run('umount', ['-l', dir]);
      run('umount', ['-l', work]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
