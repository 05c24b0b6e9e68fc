import { ANONYMOUS, type Principal } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { LocalBus } from '../events/local-bus';
import { createSystemMessages, type SystemMessage } from '../modules/system-messages/system-messages.service';
import { createHealth } from './health';

const technician: Principal = { ...ANONYMOUS, id: 1, permissions: new Set(['admin::manage_system']) };

describe('health', () => {
  it('is the worst problem reported, and ok again when every source cleared', () => {
    const health = createHealth();
    expect(health.report().status).toBe('ok');
    health.set('database', 'degraded', 'connection refused');
    health.set('disk', 'failing', 'ENOSPC');
    expect(health.report()).toMatchObject({
      status: 'failing',
      problems: [{ source: 'database' }, { source: 'disk' }],
    });
    health.clear('disk');
    expect(health.report().status).toBe('degraded');
    health.clear('database');
    expect(health.report()).toEqual({ status: 'ok', problems: [] });
  });

  it('tells listeners once per change, not again for the same problem', () => {
    const health = createHealth();
    const seen: string[] = [];
    health.onChange((report) => seen.push(report.status));
    health.set('database', 'degraded', 'down');
    health.set('database', 'degraded', 'down');
    health.clear('database');
    health.clear('database');
    expect(seen).toEqual(['degraded', 'ok']);
  });

  it('reaches this instance’s displays and consoles as server.health, with the causes for technicians only', async () => {
    const health = createHealth();
    const bus = new LocalBus();
    const messages = createSystemMessages({ bus, version: 't', health });
    const visitor: SystemMessage[] = [];
    const tech: SystemMessage[] = [];
    messages.subscribe({ systemId: 1, principal: ANONYMOUS }, (m) => visitor.push(m));
    messages.subscribe({ systemId: 1, principal: technician }, (m) => tech.push(m));
    health.set('database', 'degraded', 'connection refused');
    const last = (list: SystemMessage[]) => list.filter((m) => m.subject === 'server.health').at(-1);
    expect(last(visitor)?.payload).toEqual({ status: 'degraded', calls_complete: false });
    expect(last(tech)?.payload).toMatchObject({
      status: 'degraded',
      calls_complete: false,
      problems: [{ source: 'database', reason: 'connection refused' }],
    });
    // A display that connects during the outage is told at once.
    const late: SystemMessage[] = [];
    messages.subscribe({ systemId: 1, principal: ANONYMOUS }, (m) => late.push(m));
    expect(last(late)?.payload).toEqual({ status: 'degraded', calls_complete: false });
    health.clear('database');
    expect(last(visitor)?.payload).toEqual({ status: 'ok', calls_complete: true });
    messages.close();
    await bus.close();
  });
});
