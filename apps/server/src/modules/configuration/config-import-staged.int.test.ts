import type { RunningSimulator } from '@wardlight/simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf, SimLab } from '../../call-system/link-test-kit';
import type { ConfigEntity } from '../../call-system/protocol-types';
import { callSources, callTypes } from '../../db/schema/index';
import { importInto, openSystemDatabase, rowOf, type SystemDatabase } from './configuration-test-kit';

// Items staged on the configurator (state `sent`) across imports: kept until the commit, then in sync
// (ADR 0010). The rows are written here the way the configuration editing kit writes them.

describe('importing while items are staged', () => {
  const lab = new SimLab();
  let sim: RunningSimulator;
  let link: HttpLink;
  let store: SystemDatabase;
  let ruf: ConfigEntity;

  const importNow = async () => importInto(store.db, store.systemId, await link.config());
  const commitNow = async () => {
    const { revision } = await link.commitStatus();
    await link.commit();
    await vi.waitFor(
      async () => expect(await link.commitStatus()).toMatchObject({ status: 'ready', revision: revision + 1 }),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
  };
  const callType = () => rowOf(store.db, callTypes, store.systemId, 4);
  const callSource = () => rowOf(store.db, callSources, store.systemId, 9);

  beforeAll(async () => {
    sim = await lab.start();
    link = new HttpLink({ endpoint: endpointOf(sim) });
    store = await openSystemDatabase();
    const config = await link.config();
    await importInto(store.db, store.systemId, config);
    ruf = config.call_types.find((type) => type.id === 4) as ConfigEntity;
  });
  afterAll(async () => {
    await store.close();
    await lab.cleanup();
  });

  it('keeps sent items with their values through an import before the commit', async () => {
    const { db, systemId } = store;
    await db
      .update(callTypes)
      .set({ name: 'Ruf neu', item_state: 'sent' })
      .where(and(eq(callTypes.system_id, systemId), eq(callTypes.id, 4)));
    await link.stage('call_types', 4, { ...ruf, name: 'Ruf neu' });
    await db.insert(callSources).values({ system_id: systemId, id: 9, number: 5, text: 'Flur', item_state: 'sent' });
    await link.stage('call_sources', 9, { number: 5, text: 'Flur', char: '' });

    await importNow();

    expect(await callType()).toMatchObject({ name: 'Ruf neu', item_state: 'sent' });
    expect(await callSource()).toMatchObject({ number: 5, item_state: 'sent' });
  });

  it('marks them in sync once the committed copy equals them', async () => {
    await commitNow();
    await importNow();

    expect(await callType()).toMatchObject({ name: 'Ruf neu', item_state: 'in_sync' });
    expect(await callSource()).toMatchObject({ text: 'Flur', item_state: 'in_sync' });
  });

  it('keeps an item in sync while its committed copy stays, and takes a change made on the configurator', async () => {
    await link.stage('call_types', 4, { ...ruf, name: 'Ruf anders' });
    await commitNow();
    await importNow();

    expect(await callType()).toMatchObject({ name: 'Ruf anders', item_state: 'imported' });
    expect(await callSource()).toMatchObject({ item_state: 'in_sync' });
  });
});
