import { minimumPasswordLength } from "~/lib/password-policy";
import { z } from "~/lib/zod";

/** The Security tab's three fields; the shape is checked here, the rules by `passwordChangeProblem`. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(1024),
  newPassword: z.string().max(1024),
  confirmPassword: z.string().max(1024),
});

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
export type PasswordChangeField = keyof PasswordChangeValues;

export interface PasswordChangeProblem {
  field: PasswordChangeField;
  title: string;
  description: string;
}

export { minimumPasswordLength };

/** The rules in the order docs/product.md#validation gives them, then the current password and a sensible length. */
const rules: (PasswordChangeProblem & { fails: (values: PasswordChangeValues) => boolean })[] = [
  {
    field: "newPassword",
    title: "Password Required",
    description: "Please enter a new password.",
    fails: (v) => v.newPassword === "",
  },
  {
    field: "confirmPassword",
    title: "Passwords Don't Match",
    description: "The passwords you entered don't match.",
    fails: (v) => v.newPassword !== v.confirmPassword,
  },
  {
    field: "currentPassword",
    title: "Current Password Required",
    description: "Please enter your current password.",
    fails: (v) => v.currentPassword === "",
  },
  {
    field: "newPassword",
    title: "Password Too Short",
    description: `Please choose a password of at least ${minimumPasswordLength} characters.`,
    fails: (v) => v.newPassword.length < minimumPasswordLength,
  },
];

/** The first rule the values break (shown as a toast and beside its field), or null. */
export function passwordChangeProblem(values: PasswordChangeValues): PasswordChangeProblem | null {
  const broken = rules.find((rule) => rule.fails(values));
  return broken ? { field: broken.field, title: broken.title, description: broken.description } : null;
}

/** The current password was refused on the server. */
export const wrongCurrentPassword: PasswordChangeProblem = {
  field: "currentPassword",
  title: "Incorrect Password",
  description: "Your current password is not correct. Please try again.",
};
