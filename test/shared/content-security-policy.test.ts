import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@shared/content-security-policy';

/** Each directive's values by its name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const policy = directives(contentSecurityPolicy);

describe('the windows’ content security policy', () => {
  it('refuses any string written as HTML (Trusted Types)', () => {
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('allows only the policies the windows make, each once: Svelte’s templates and the map’s Leaflet probe', () => {
    expect(policy.get('trusted-types')).toEqual(['svelte-trusted-html', 'default']);
  });

  it('names the policy Svelte makes, so an upgrade that renames it fails here and not in the windows', async () => {
    const reconciler = await readFile(fileURLToPath(new URL('../../node_modules/svelte/src/internal/client/dom/reconciler.js', import.meta.url)), 'utf8');
    const made = [...reconciler.matchAll(/createPolicy\(\s*'([^']+)'/g)].map((match) => match[1]);
    expect(made).toEqual(['svelte-trusted-html']);
  });

  it('keeps scripts, styles and data to the app’s own origin', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
