import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TransportContext } from '../../../app/connection/transport-context';
import { ActiveDisplayNotesDocument } from '../../../generated/transport';
import { createFakeTransport } from '../../../test/fake-transport';
import { usePerSystemQuery } from './usePerSystemQuery';

describe('per-system queries', () => {
  it('ask again after a failure until the answer comes', async () => {
    const { transport, asked } = createFakeTransport([
      { request: { query: ActiveDisplayNotesDocument }, error: new Error('server restarting') },
      { request: { query: ActiveDisplayNotesDocument }, result: { data: { activeDisplayNotes: [] } } },
    ]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>
    );
    const { result } = renderHook(() => usePerSystemQuery(ActiveDisplayNotesDocument, [2], 0, 20), { wrapper });
    await waitFor(() =>
      expect(result.current.get(2)).toEqual({ data: { activeDisplayNotes: [] }, error: null, loading: false }),
    );
    expect(asked).toHaveLength(2);
  });
});
