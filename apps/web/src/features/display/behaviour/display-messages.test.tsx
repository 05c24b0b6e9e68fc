import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { VIDEO_AUTO_CLOSE_MS, VIDEO_IMAGE_DELAY_MS } from '../video/video-streams';

let server: ReturnType<typeof stubServer>;
let note = 'Lift out of order';

function message(view: ReturnType<typeof renderDisplayView>, subject: string, payload: unknown = null) {
  return act(async () => view.socket.push('SystemMessages', { systemMessages: { subject, payload } }));
}

beforeEach(() => {
  note = 'Lift out of order';
  server = stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({
      activeDisplayNotes: [
        {
          id: 1,
          title: note,
          text: 'Use the stairs',
          color: 'red',
          sort_order: 1,
          display_date: false,
          display_from: null,
        },
      ],
    }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('system messages on the display', () => {
  it('reloads the notes on displaynote.updated', async () => {
    const view = renderDisplayView();
    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, [])));
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Lift out of order');
    note = 'Lift repaired';
    await message(view, 'displaynote.updated');
    await vi.waitFor(() => expect(within(notes).getByText('Lift repaired')).toBeInTheDocument());
    expect(server.of('ActiveDisplayNotes')).toHaveLength(2);
  });

  it.each(['schedule.updated', 'displaygroup.updated', 'displayprofile.updated'])(
    'refetches the relations on %s',
    async (subject) => {
      const view = renderDisplayView({ systemIds: [1, 2] });
      await vi.waitFor(() => expect(server.of('CallDisplayRelations')).toHaveLength(2));
      await message(view, subject);
      await vi.waitFor(() => expect(server.of('CallDisplayRelations')).toHaveLength(4));
    },
  );

  it('adds and removes video streams when the profile shows them', async () => {
    const view = renderDisplayView({ config: { videoStream: true } });
    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, [])));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await message(view, 'videostream', { url: 'http://cam/1.jpg', action: 'start' });
    await message(view, 'videostream', { url: 'http://cam/2.jpg', action: 'start' });
    const frames = screen.getAllByTestId('video-frame');
    expect(frames.map((f) => f.style.width)).toEqual(['615px', '615px']);
    expect(screen.queryByRole('img', { name: 'Video stream' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(VIDEO_IMAGE_DELAY_MS));
    expect(screen.getAllByRole('img', { name: 'Video stream' })).toHaveLength(2);

    await message(view, 'videostream', { url: 'http://cam/1.jpg', action: 'stop' });
    expect(screen.getByTestId('video-frame')).toHaveStyle({ width: '1000px', minHeight: '600px' });
    await act(async () => vi.advanceTimersByTime(VIDEO_AUTO_CLOSE_MS));
    expect(screen.queryByTestId('video-frame')).not.toBeInTheDocument();
  });

  it('asks again for the notes and relations after the link was lost: their messages are not replayed', async () => {
    const view = renderDisplayView();
    await vi.waitFor(() => expect(server.of('CallDisplayRelations')).toHaveLength(1));
    await vi.waitFor(() => expect(server.of('ActiveDisplayNotes')).toHaveLength(1));
    act(() => view.connection.closed(1006, ''));
    act(() => view.connection.connected());
    await vi.waitFor(() => expect(server.of('CallDisplayRelations')).toHaveLength(2));
    await vi.waitFor(() => expect(server.of('ActiveDisplayNotes')).toHaveLength(2));
  });

  it('ignores video streams when the profile does not show them', async () => {
    const view = renderDisplayView();
    await message(view, 'videostream', { url: 'http://cam/1.jpg', action: 'start' });
    expect(screen.queryByTestId('video-frame')).not.toBeInTheDocument();
  });

  it('toggles a frame’s close button with a tap, but not with a drag', async () => {
    const view = renderDisplayView({ config: { videoStream: true } });
    await message(view, 'videostream', { url: 'http://cam/1.jpg', action: 'start' });
    const frame = screen.getByTestId('video-frame');
    const press = (x: number, y: number) => {
      fireEvent.pointerDown(frame, { clientX: 100, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(frame, { clientX: x, clientY: y, pointerId: 1 });
      fireEvent.pointerUp(frame, { clientX: x, clientY: y, pointerId: 1 });
    };
    press(102, 102); // moved less than 3 px: a tap
    const close = screen.getByRole('button', { name: 'Close video stream' });
    press(140, 100); // a drag: moves the frame, leaves the button as it was
    expect(frame.style.transform).toBe('translate(40px, 0px)');
    expect(close).toBeInTheDocument();
    fireEvent.click(close);
    expect(screen.queryByTestId('video-frame')).not.toBeInTheDocument();
  });
});
