/** Failed sign-ins from one address within the lockout window lock it out for the rest of that window. */
export const lockout = { maxFailures: 5, minutes: 15 } as const;

/** What the sign-in form says for each refusal (the server sends the same words). */
export const loginMessages = {
  wrong: "Incorrect password. Please try again.",
  locked: `Too many failed attempts. Please wait ${lockout.minutes} minutes before trying again.`,
} as const;
