import { describe, expect, it } from 'vitest';
import { ConnectivityMonitor, type ConnectivityChange } from '@main/core/engine/connectivity';

function watched() {
  const monitor = new ConnectivityMonitor();
  const changes: ConnectivityChange[] = [];
  const backOnline: ConnectivityChange[] = [];
  monitor.onDidChange((change) => changes.push(change));
  monitor.onBackOnline((change) => backOnline.push(change));
  return { monitor, changes, backOnline };
}

describe('the connectivity monitor', () => {
  it('is online until the computer or the service says otherwise, and tells why it is offline', () => {
    const { monitor } = watched();
    expect([monitor.value, monitor.cause]).toEqual(['online', null]);
    monitor.setReachable(false);
    expect([monitor.value, monitor.cause]).toEqual(['offline', 'serviceSilent']);
    monitor.setSystemState({ online: false });
    expect([monitor.value, monitor.cause]).toEqual(['offline', 'computerOffline']);
    monitor.setSystemState({ asleep: true });
    expect([monitor.value, monitor.cause]).toEqual(['asleep', null]);
  });

  it('announces a change of value or of cause, with the value before, and nothing that changes neither', () => {
    const { monitor, changes } = watched();
    monitor.setReachable(true);
    monitor.setSystemState({ online: true });
    expect(changes).toEqual([]);
    monitor.setReachable(false);
    monitor.setSystemState({ online: false });
    expect(changes).toEqual([
      { previous: 'online', value: 'offline' },
      // Still offline, but now the computer's doing: the words change.
      { previous: 'offline', value: 'offline' },
    ]);
  });

  it('counts a network coming back as a fresh chance for a silent service', () => {
    const { monitor } = watched();
    monitor.setReachable(false);
    monitor.setSystemState({ online: false });
    monitor.setSystemState({ online: true });
    expect(monitor.value).toBe('online');
  });

  it('tells "back online" only from offline to online, not on waking from sleep', () => {
    const { monitor, backOnline } = watched();
    monitor.setReachable(false);
    monitor.setReachable(true);
    expect(backOnline).toEqual([{ previous: 'offline', value: 'online' }]);
    monitor.setSystemState({ asleep: true });
    monitor.setSystemState({ asleep: false });
    expect(backOnline).toHaveLength(1);
  });
});
