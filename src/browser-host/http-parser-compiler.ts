import { setFlagsFromString } from 'node:v8';

/**
 * Node's fetch parses HTTP with llhttp compiled to WebAssembly, and V8's optimising compiler
 * (TurboFan) takes about 30 MB of working memory for its one large function, which the allocator
 * of the compiling thread then keeps in part (0 to 10 MB, from run to run). The baseline compiler
 * (Liftoff) alone is plenty for a few requests a minute. Electron's main fetches through Chromium
 * (chromium-fetch.ts) and compiles no llhttp: this is the browser host's own cost.
 */
export function compileHttpParserWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}
