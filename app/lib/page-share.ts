/** Shared draft links (decision 162): what the admin API answers and takes. */
import { z } from "~/lib/zod";

export interface PageShare {
  createdAt: string;
  expiresAt: string;
}

/** The choices of how long a link works, in days; 7 unless the administrator picks another. */
export const shareDays = [1, 7, 30] as const;
export const defaultShareDays = 7;

export const shareRequestSchema = z.object({
  days: z
    .number()
    .int()
    .refine((days) => (shareDays as readonly number[]).includes(days), "Choose 1, 7 or 30 days.")
    .default(defaultShareDays),
});

/** Where a link shows the draft. */
export const sharePath = (token: string) => `/share/${token}`;
