import { z } from 'zod';
import { products } from '../http/route';
import type { Plan } from './accounts';
import { readJsonFile } from './json-file';
import { addOnProducts, builtInAccounts, builtInPlans, type AccountDefinition } from './plans';

const planSchema = z.strictObject({
  name: z.string().min(1),
  products: z.array(z.enum(products)),
  queriesPerSecond: z.number().int().positive(),
  /** Successful requests a UTC day before 429; null or absent for paid plans. */
  dailyRequests: z.number().int().positive().nullable().default(null),
});

const accountSchema = z.strictObject({
  user: z.string().min(1),
  password: z.string().min(1),
  plan: z.string().min(1),
  addOns: z.array(z.enum(addOnProducts)).default([]),
});

/**
 * The accounts file: `plans` (optional) adds plans to the built-in ones or replaces one of the same
 * name; `accounts` replaces the built-in accounts. Example:
 * `{"plans": [{"name": "gold", "products": ["forecast", "maps"], "queriesPerSecond": 20, "dailyRequests": null}],
 *   "accounts": [{"user": "alice", "password": "secret", "plan": "gold", "addOns": ["history"]}]}`
 */
const accountsFileSchema = z
  .strictObject({
    plans: z.array(planSchema).default([]),
    accounts: z.array(accountSchema).min(1),
  })
  .superRefine((file, context) => {
    const planNames = new Set(builtInPlans.map((plan) => plan.name));
    const filePlanNames = new Set<string>();
    file.plans.forEach((plan, index) => {
      if (filePlanNames.has(plan.name)) {
        context.addIssue({ code: 'custom', path: ['plans', index, 'name'], message: `plan "${plan.name}" is defined twice` });
      }
      filePlanNames.add(plan.name);
      planNames.add(plan.name);
    });
    const users = new Set<string>();
    file.accounts.forEach((account, index) => {
      if (users.has(account.user)) {
        context.addIssue({ code: 'custom', path: ['accounts', index, 'user'], message: `user "${account.user}" is defined twice` });
      }
      users.add(account.user);
      if (!planNames.has(account.plan)) {
        context.addIssue({
          code: 'custom',
          path: ['accounts', index, 'plan'],
          message: `unknown plan "${account.plan}"; the plans are ${[...planNames].join(', ')}`,
        });
      }
    });
  });

export interface AccountDefinitions {
  plans: readonly Plan[];
  accounts: readonly AccountDefinition[];
}

/** The built-in plans and accounts, or those of the accounts file; a bad file fails naming the file and field. */
export async function loadAccountDefinitions(accountsFile: string | undefined): Promise<AccountDefinitions> {
  if (accountsFile === undefined) return { plans: builtInPlans, accounts: builtInAccounts };
  const file = await readJsonFile(accountsFile, 'Accounts file', accountsFileSchema);
  if (file === undefined) throw new Error(`Accounts file ${accountsFile} does not exist.`);
  const filePlanNames = new Set(file.plans.map((plan) => plan.name));
  return {
    plans: [...builtInPlans.filter((plan) => !filePlanNames.has(plan.name)), ...file.plans],
    accounts: file.accounts,
  };
}
