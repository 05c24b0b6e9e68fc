import { STORAGE_PREFIX } from '@wardlight/domain';

/** The phone's values kept in the browser, each under its partition (spec part 2 §7 storagePartition). */
export type PhoneKey = 'device' | 'session' | 'system' | 'sound' | 'muted' | 'locale';

export interface PartitionStorage {
  read(key: PhoneKey): string | null;
  write(key: PhoneKey, value: string | null): void;
}

/** `cs.phone.<partition>.<key>`: the console's prefix (spec part 1 §9), one namespace per simulated phone. */
export function phoneStorageKey(partition: string, key: PhoneKey): string {
  return `${STORAGE_PREFIX}phone.${partition}.${key}`;
}

export function createPartitionStorage(
  partition: string,
  storage: () => Storage | undefined = () => globalThis.localStorage,
): PartitionStorage {
  return {
    read(key) {
      try {
        return storage()?.getItem(phoneStorageKey(partition, key)) || null;
      } catch {
        return null; // storage disabled (private mode): the phone pairs again after a reload
      }
    },
    write(key, value) {
      try {
        if (value === null) storage()?.removeItem(phoneStorageKey(partition, key));
        else storage()?.setItem(phoneStorageKey(partition, key), value);
      } catch {
        // see read()
      }
    },
  };
}
