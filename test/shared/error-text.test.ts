import { describe, expect, it } from 'vitest';
import { writeErrorText } from '@shared/i18n/messages/errors';
import { fail } from '@shared/ipc/result';

describe('error texts', () => {
  it('take the kind’s action unless the failure names its own', () => {
    expect(fail('offline', 'serviceUnavailable').error.action).toEqual({ key: 'action.offline' });
    expect(fail('badInput', 'keyNotListed', { action: 'action.reloadKeys' }).error.action).toEqual({ key: 'action.reloadKeys' });
  });

  it('write a text set into another in the same language', () => {
    const text = { key: 'notSaved', values: { reason: { key: 'requestCancelled', values: { what: { key: 'subject.hourly' } } } } } as const;
    expect(writeErrorText('en', text)).toBe('Not saved: The request for the hourly forecast was cancelled.');
    expect(writeErrorText('de', text)).toBe('Nicht gespeichert: Die Anfrage für die stündliche Vorhersage wurde abgebrochen.');
  });

  it('write waits without grouping, as before', () => {
    const text = { key: 'rateLimitedSeconds', values: { what: { key: 'subject.daily' }, seconds: 3600 } } as const;
    expect(writeErrorText('en', text)).toBe('The weather service is limiting requests; Weatherglass will ask for the daily forecast again in 3600\u00a0s.');
  });
});
