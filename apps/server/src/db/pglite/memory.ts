/**
 * Postgres' memory settings for the embedded database (ADR 0027). Its defaults (128 MB of shared buffers,
 * 4 MB of WAL buffers) are sized for a database server of its own; PGlite keeps every page it ever touched
 * in its WebAssembly memory, which never shrinks, so they set the floor of the whole process's RSS. The
 * care-home database is small and the operating system's page cache holds its files anyway (PGlite reads
 * them through the file system): 16 MB of shared buffers hold its hot pages, calls and the tree, with room.
 */
export const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'temp_buffers=2MB',
  // VACUUM and index builds of migrations take what they need up to this, and keep it for good.
  '-c',
  'maintenance_work_mem=16MB',
];
