/** What the sign-in form says for each refusal (the server sends the same words). */
export const loginMessages = {
  wrong: "Incorrect password. Please try again.",
  locked: "Too many failed attempts. Please wait 15 minutes before trying again.",
} as const;
