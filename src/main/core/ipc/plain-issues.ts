import type { z } from 'zod';
import { isErrorMessageKey, type ErrorMessageKey } from '@shared/i18n/messages/errors';
import type { ErrorText, InputIssue } from '@shared/ipc/result';

/** How a bound is counted in the sentence: characters of text, entries of a list, or a plain number. */
function sizeOf(origin: string): 'characters' | 'entries' | 'plain' {
  if (origin === 'string') return 'characters';
  if (origin === 'array' || origin === 'set') return 'entries';
  return 'plain';
}

function bounded(key: ErrorMessageKey, origin: string, bound: number | bigint): ErrorText {
  return { key, values: { size: sizeOf(origin), bound: Number(bound) } };
}

/**
 * What is wrong with one value, in words a person reads beside the field (zod's own, such as
 * "Too small: expected number to be >=100", are for developers, so zod's locale is never shown).
 * A value out of range says the range. A schema's own refinements give a catalogue key as their message.
 */
export function plainIssueMessage(issue: z.core.$ZodIssue): ErrorText {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return { key: 'issue.enterSomething' };
      return bounded(issue.inclusive === false ? 'issue.moreThan' : 'issue.atLeast', issue.origin, issue.minimum);
    case 'too_big':
      return bounded(issue.inclusive === false ? 'issue.lessThan' : 'issue.atMost', issue.origin, issue.maximum);
    case 'invalid_type':
      return issue.input === undefined ? { key: 'issue.missing' } : { key: 'issue.wrongKind', values: { expected: issue.expected } };
    case 'invalid_value':
      return { key: 'issue.chooseOneOf', values: { values: issue.values.map(String).join(', ') } };
    case 'not_multiple_of':
      return { key: 'issue.multipleOf', values: { divisor: Number(issue.divisor) } };
    case 'unrecognized_keys':
      return { key: 'issue.unknownSetting', values: { keys: issue.keys.join(', ') } };
    case 'custom':
      // The schemas' refinements name their message by its key ("issue.locationTwice").
      return isErrorMessageKey(issue.message) ? { key: issue.message } : { key: 'issue.unusable' };
    default:
      return { key: 'issue.unusable' };
  }
}

export function describeIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.'),
    message: plainIssueMessage(issue),
  }));
}

/** The whole refusal in a sentence: what to do about the first problem, and how many more there are. */
export function refusalMessage(issues: readonly InputIssue[]): ErrorText {
  const [first] = issues;
  if (first === undefined) return { key: 'refusedInput' };
  const more = issues.length - 1;
  return more === 0 ? first.message : { key: 'refusedInputAndMore', values: { first: first.message, more } };
}
