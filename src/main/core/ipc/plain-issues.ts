import type { z } from 'zod';
import type { InputIssue } from '@shared/ipc/result';

const numberFormat = new Intl.NumberFormat('en');

const kinds: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
};

function sizeOf(origin: string, bound: number | bigint): string {
  const count = numberFormat.format(bound);
  if (origin === 'string') return `${count} character${bound === 1 ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${count} entr${bound === 1 ? 'y' : 'ies'}`;
  return count;
}

/**
 * What is wrong with one value, in words a person reads beside the field (zod's own, such as
 * "Too small: expected number to be >=100", are for developers). A value out of range says the range.
 */
export function plainIssueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'Enter something here.';
      return issue.inclusive === false
        ? `Enter more than ${sizeOf(issue.origin, issue.minimum)}.`
        : `Enter at least ${sizeOf(issue.origin, issue.minimum)}.`;
    case 'too_big':
      return issue.inclusive === false
        ? `Enter less than ${sizeOf(issue.origin, issue.maximum)}.`
        : `Enter at most ${sizeOf(issue.origin, issue.maximum)}.`;
    case 'invalid_type':
      return issue.input === undefined ? 'This value is missing.' : `Enter ${kinds[issue.expected] ?? 'a value of the right kind'}.`;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `Enter a multiple of ${numberFormat.format(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Weatherglass has no setting called ${issue.keys.join(', ')}.`;
    case 'custom':
      // Written for people where the schema says it ("each location may appear once").
      return `${issue.message.charAt(0).toUpperCase()}${issue.message.slice(1)}${issue.message.endsWith('.') ? '' : '.'}`;
    default:
      return 'This value is not in a form Weatherglass can use.';
  }
}

export function describeIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.'),
    message: plainIssueMessage(issue),
  }));
}

/** The whole refusal in a sentence: what to do about the first problem, and how many more there are. */
export function refusalMessage(issues: readonly InputIssue[]): string {
  const [first] = issues;
  if (first === undefined) return 'Weatherglass could not use what was entered.';
  const more = issues.length - 1;
  return more === 0 ? first.message : `${first.message} ${more} more value${more === 1 ? ' needs' : 's need'} correcting too.`;
}
