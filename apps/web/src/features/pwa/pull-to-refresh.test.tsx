import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PULL_DISTANCE_PX, PwaRefreshContext, usePullToRefresh, usePwaRefresh } from './pull-to-refresh';

function Page({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  usePwaRefresh(onRefresh);
  return null;
}

function Frame({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const pull = usePullToRefresh();
  return (
    <PwaRefreshContext.Provider value={pull.registry}>
      <main data-testid="main" data-pulled={pull.pulled} {...pull.handlers}>
        <Page onRefresh={onRefresh} />
      </main>
    </PwaRefreshContext.Provider>
  );
}

const touch = (clientY: number) => ({ touches: [{ clientY }] });

describe('pull to refresh', () => {
  it('reloads the page when pulled down far enough from the top, not when pulled a little', async () => {
    let runs = 0;
    render(<Frame onRefresh={async () => void runs++} />);
    const main = screen.getByTestId('main');

    fireEvent.touchStart(main, touch(100));
    fireEvent.touchMove(main, touch(100 + PULL_DISTANCE_PX / 2));
    expect(main.dataset.pulled).toBe(String(PULL_DISTANCE_PX / 2));
    fireEvent.touchEnd(main);
    expect(runs).toBe(0);

    fireEvent.touchStart(main, touch(100));
    fireEvent.touchMove(main, touch(100 + PULL_DISTANCE_PX + 40));
    expect(main.dataset.pulled).toBe(String(PULL_DISTANCE_PX));
    await act(async () => {
      fireEvent.touchEnd(main);
    });
    expect(runs).toBe(1);
    expect(main.dataset.pulled).toBe('0');
  });
});
