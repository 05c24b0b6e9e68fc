import {
  DEMO_IDLE,
  DEMO_POLL_INTERVAL_MS,
  DEMO_POLLED_NODE_IDS,
  type DemoButton,
  type DemoButtonState,
  type DemoEffect,
  demoOpenCalls,
  pressDemoButton,
  pressMedallion,
  reconcileDemoButtons,
} from '@wardlight/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { type DemoDevice, demoApi } from './demo-api';
import { DemoSystemTreeNodeDocument } from './demo-node';

export interface DemoButtons {
  lights: (deviceId: number) => DemoButtonState;
  overlay: (medallionId: number) => boolean;
  press: (device: DemoDevice, button: DemoButton) => void;
  pressMedallion: (device: DemoDevice) => void;
  /** Polls now. */
  refresh: () => Promise<void>;
  /** All lights off and overlays gone, after "close all"; polls that began before are dropped. */
  clear: () => void;
  failed: boolean;
}

/**
 * The buttons' lights per device (spec part 2 §4 Demo): a press runs the domain's machine and sends its
 * effects one after another; every 8 s the polled nodes' open calls set the lights again, so a call
 * closed on a phone, the display or by a reset clears them. A poll that began before the last press is
 * dropped: its answer is older than the lights.
 */
export function useDemoButtons(devices: readonly DemoDevice[]): DemoButtons {
  const transport = useTransport();
  const [lights, setLights] = useState<Record<number, DemoButtonState>>({});
  const [overlays, setOverlays] = useState<Record<number, boolean>>({});
  const [failed, setFailed] = useState(false);
  const current = useRef(lights);
  current.current = lights;
  const overlaysNow = useRef(overlays);
  overlaysNow.current = overlays;
  const lastPress = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const polled = devices.filter((d) => (DEMO_POLLED_NODE_IDS as readonly number[]).includes(d.id)).map((d) => d.id);
  const polledKey = polled.join(',');

  const poll = useCallback(async () => {
    const started = performance.now();
    const ids = polledKey ? polledKey.split(',').map(Number) : [];
    const replies = await Promise.all(ids.map((id) => transport.execute(DemoSystemTreeNodeDocument, { id })));
    if (started < lastPress.current) return;
    setLights((before) => {
      const next = { ...before };
      ids.forEach((id, i) => {
        const node = replies[i]?.data?.systemTreeNode;
        if (node) next[id] = reconcileDemoButtons(demoOpenCalls(node.open_calls.map((c) => c.call_type_id)));
      });
      return next;
    });
  }, [transport, polledKey]);

  useEffect(() => {
    void poll();
    const timer = window.setInterval(() => void poll(), DEMO_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [poll]);

  const send = (effects: DemoEffect[], deviceId: number, sectionId: number | null) => {
    lastPress.current = performance.now();
    queue.current = queue.current.then(async () => {
      try {
        for (const effect of effects) await demoApi.trigger(effect, deviceId, sectionId);
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });
  };

  return {
    lights: (id) => lights[id] ?? DEMO_IDLE,
    overlay: (id) => overlays[id] ?? false,
    failed,
    refresh: poll,
    clear() {
      lastPress.current = performance.now();
      current.current = {};
      overlaysNow.current = {};
      setLights({});
      setOverlays({});
    },
    press(device, button) {
      const result = pressDemoButton(current.current[device.id] ?? DEMO_IDLE, button);
      current.current = { ...current.current, [device.id]: result.state };
      setLights(current.current);
      send(result.effects, device.id, device.section_id);
    },
    pressMedallion(device) {
      const medallion = device.medallion;
      if (!medallion) return;
      const result = pressMedallion(overlaysNow.current[medallion.id] ?? false);
      overlaysNow.current = { ...overlaysNow.current, [medallion.id]: result.overlay };
      setOverlays(overlaysNow.current);
      send(result.effects, medallion.id, medallion.section_id);
    },
  };
}
