import { redirect } from "react-router";

import { bodyLimits } from "~/lib/body-limits";
import { checkContact, honeypotField } from "~/lib/contact-values";
import { json, readBody } from "~/lib/http";
import { deliverMessage } from "~/server/contact-delivery.server";
import { emailjsConfig } from "~/server/emailjs.server";
import { contactRateLimit, createMessage } from "~/server/messages.server";
import { isLimited, recordAttempt } from "~/server/rate-limit.server";
import { methodNotAllowed } from "~/server/route-methods.server";

import type { Route } from "./+types/messages";

/** A browser without JavaScript posted the plain form: answer with a page, not JSON. */
function wantsPage(request: Request): boolean {
  return !(request.headers.get("content-type") ?? "").includes("application/json");
}

/** POST /api/messages: store a visitor's message first, then e-mail it when EmailJS is configured (docs/product.md#contact-messages). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readBody(request, bodyLimits.publicForm);
  const page = wantsPage(request);
  const done = () => (page ? redirect("/contact?sent=1#contact-form", 303) : json({ ok: true }, 201));

  // Robots fill in the field people cannot see; they get a quiet "thank you" and nothing is kept or sent.
  if (typeof body[honeypotField] === "string" && body[honeypotField] !== "") return done();

  if (isLimited(contactRateLimit, context.clientAddress)) {
    const error = "You have sent several messages in the last few minutes. Please wait ten minutes and try again.";
    return page ? redirect("/contact?error=rate#contact-form", 303) : json({ error }, 429, { "Retry-After": "600" });
  }
  const checked = checkContact(body);
  if (checked.errors) {
    return page
      ? redirect("/contact?error=invalid#contact-form", 303)
      : json({ error: "Please check the highlighted fields.", errors: checked.errors }, 400);
  }
  recordAttempt(contactRateLimit, context.clientAddress);
  const id = createMessage(checked.values, emailjsConfig() ? "pending" : "not-configured");
  // The visitor's answer does not wait for the e-mail: the message is safe once stored.
  void deliverMessage(id, checked.values);
  return done();
}

export function loader() {
  return methodNotAllowed("POST");
}
