import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, plainIssueMessage, refusalMessage } from '@main/core/ipc/plain-issues';
import { english } from '../../../support/error-words';

/** What a schema's first issue says to a person, for the value given, parsed as the dispatcher parses. */
function told(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) throw new Error('the value was accepted');
  const [issue] = parsed.error.issues;
  if (issue === undefined) throw new Error('no issue');
  return english(plainIssueMessage(issue));
}

describe('each kind of problem with a value, in plain words', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['empty text where some is needed', z.string().min(1), '', 'Enter something here.'],
    ['text too short', z.string().min(3), 'ab', 'Enter at least 3 characters.'],
    ['a list too short', z.array(z.number()).min(2), [1], 'Enter at least 2 entries.'],
    ['a number too small', z.number().min(100), 5, 'Enter at least 100.'],
    ['a number not above a bound', z.number().gt(0), 0, 'Enter more than 0.'],
    ['a number too big', z.number().max(1000), 5000, 'Enter at most 1,000.'],
    ['a number not below a bound', z.number().lt(1), 1, 'Enter less than 1.'],
    ['text too long', z.string().max(1), 'ab', 'Enter at most 1 character.'],
    ['a set too big', z.set(z.number()).max(1), new Set([1, 2]), 'Enter at most 1 entry.'],
    ['a missing value', z.object({ zoom: z.number() }), {}, 'This value is missing.'],
    ['a value of the wrong kind', z.number(), 'lots', 'Enter a number.'],
    ['a value not among the choices', z.enum(['light', 'dark']), 'purple', 'Choose one of: light, dark.'],
    ['a number off its step', z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    ['a field no setting has', z.strictObject({ theme: z.string() }), { theme: 'dark', token: 'x' }, 'Weatherglass has no setting called token.'],
    ['a refinement naming its message by key', z.number().refine(() => false, { message: 'issue.locationTwice' }), 1, 'Each location may appear once.'],
    ['a refinement with words of its own', z.number().refine(() => false, { message: 'no good' }), 1, 'This value is not in a form Weatherglass can use.'],
    ['a form zod checks itself', z.string().regex(/^\d+$/), 'abc', 'This value is not in a form Weatherglass can use.'],
  ])('%s', (_problem, schema, value, words) => {
    expect(told(schema, value)).toBe(words);
  });
});

describe('describeIssues', () => {
  it('names where each problem is, the whole payload as (root)', () => {
    const schema = z.strictObject({ budget: z.object({ dailyRequests: z.number().min(100) }) });
    const parsed = schema.safeParse({ budget: { dailyRequests: 5 }, extra: 1 });
    if (parsed.success) throw new Error('accepted');
    expect(describeIssues(parsed.error).map((issue) => [issue.path, english(issue.message)])).toEqual([
      ['budget.dailyRequests', 'Enter at least 100.'],
      ['(root)', 'Weatherglass has no setting called extra.'],
    ]);
  });
});

describe('refusalMessage', () => {
  const issue = { path: 'theme', message: { key: 'issue.missing' } } as const;

  it('says the one problem there is, or the first and how many more, or that nothing could be used', () => {
    expect(english(refusalMessage([issue]))).toBe('This value is missing.');
    expect(english(refusalMessage([issue, issue, issue]))).toBe('This value is missing. 2 more values need correcting too.');
    expect(english(refusalMessage([]))).toBe('Weatherglass could not use what was entered.');
  });
});
