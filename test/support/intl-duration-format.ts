import { ensureDurationFormat } from '@shared/durations';

// The tests run on Node 20, which lacks Intl.DurationFormat: FormatJS's polyfill, as the browser host has it.
await ensureDurationFormat();
