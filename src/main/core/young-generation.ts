import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at its first size (two 1 MB semi-spaces) instead of letting it double,
 * as objects survive its collections at start, up to two 16 MB ones that a tray app rarely fills
 * again but keeps: 8 to 16 MB of an account's resident memory in one start out of three. Its
 * collections then run more often, each as short.
 *
 * Set at run time because Electron gives its main process only the V8 flags of its own command line
 * (--js-flags); it leaves the flags unfrozen (--no-freeze-flags-after-init), and V8 reads this one
 * each time it would grow the young generation, so a call before the core starts is in time.
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
