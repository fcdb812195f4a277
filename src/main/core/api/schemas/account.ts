import { z } from 'zod';
import type { UsageDay, UsageMonth } from '@shared/api/usage';
import type { ApiKey, TokenGrant } from '../account-types';

export const tokenGrantSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  token_type: z.string(),
}) satisfies z.ZodType<TokenGrant>;

const apiKeySchema = z.object({ key: z.string(), access_token: z.string().optional() }) satisfies z.ZodType<ApiKey>;

/** The specification says an array; the real service was seen answering {"tokens": [...]}. Both are taken. */
export const apiKeyListSchema = z.union([
  z.array(apiKeySchema),
  z.object({ tokens: z.array(apiKeySchema) }).transform((list) => list.tokens),
]) satisfies z.ZodType<ApiKey[], unknown>;

const apiHitsSchema = z.object({ name: z.string(), hits: z.number() });

const usageBreakdownSchema = z.array(
  z.object({ endpoint: z.string().optional(), status_code: z.union([z.number(), z.string()]).optional(), hits: z.number() }),
);

export const usageDaySchema = z.object({
  apis: z.array(apiHitsSchema),
  hits: z.number(),
  breakdown: usageBreakdownSchema.optional(),
}) satisfies z.ZodType<UsageDay>;

export const usageMonthSchema = z.object({
  apis: z.array(apiHitsSchema),
  hits: z.number(),
  daily: z.array(z.object({ date: z.string(), apis: z.array(apiHitsSchema) })),
  breakdown: usageBreakdownSchema.optional(),
}) satisfies z.ZodType<UsageMonth>;
