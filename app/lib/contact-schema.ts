import { z } from "~/lib/zod";

/** Limits of PRODUCT.md D4. */
export const contactLimits = { name: 100, email: 254, company: 100, message: 5000 } as const;

/** Contact form values (SPEC §3), checked the same way in the browser and on the server. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(contactLimits.name, `Please keep your name under ${contactLimits.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(contactLimits.email, `Please keep your e-mail address under ${contactLimits.email} characters.`)
    .pipe(z.email("Please enter a valid e-mail address, like name@example.co.uk.")),
  company: z
    .string()
    .trim()
    .max(contactLimits.company, `Please keep the company name under ${contactLimits.company} characters.`)
    .default(""),
  message: z
    .string()
    .trim()
    .min(1, "Please write your message.")
    .max(contactLimits.message, `Please keep your message under ${contactLimits.message} characters.`),
});

export type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;

/** The hidden field people never see and spam robots fill in. */
export const honeypotField = "website";

/** Field errors keyed by field name (the first message of each). */
export function contactErrors(values: unknown): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
