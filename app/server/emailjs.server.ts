import type { ContactValues } from "~/lib/contact-values";

/** The EmailJS library version sent with every request (the request the product has always sent). */
const emailjsLibVersion = "3.2.0";

/** EmailJS settings, from the environment. */
export interface EmailjsConfig {
  userId: string;
  serviceId: string;
  templateId: string;
  /** The account's private key, sent as accessToken: EmailJS asks for it when a server, not a browser, calls. */
  privateKey: string;
  /** Origin of the EmailJS API; tests point it at a local stand-in. */
  origin: string;
}

/** The EmailJS settings, or null when none is set (messages are then only stored). */
export function emailjsConfig(): EmailjsConfig | null {
  const userId = process.env.EMAILJS_PUBLIC_KEY ?? "";
  const serviceId = process.env.EMAILJS_SERVICE_ID ?? "";
  const templateId = process.env.EMAILJS_TEMPLATE_ID ?? "";
  if (!userId && !serviceId && !templateId) return null;
  const origin = new URL(process.env.EMAILJS_API_URL || "https://api.emailjs.com").origin;
  return { userId, serviceId, templateId, privateKey: process.env.EMAILJS_PRIVATE_KEY ?? "", origin };
}

export interface EmailjsTemplateParams {
  from_name: string;
  from_email: string;
  company: string;
  message: string;
  to_name: string;
}

export interface EmailjsResponse {
  status: number;
  text: string;
}

/** The template parameters; an empty company is sent as 'Not provided'. */
export function contactTemplateParams(values: ContactValues, toName: string): EmailjsTemplateParams {
  return {
    from_name: values.name,
    from_email: values.email,
    company: values.company.trim() || "Not provided",
    message: values.message,
    to_name: toName,
  };
}

function requireIds(config: EmailjsConfig) {
  if (!config.userId) throw new Error("The user ID is required to send e-mail (EMAILJS_PUBLIC_KEY is not set).");
  if (!config.serviceId) throw new Error("The service ID is required to send e-mail (EMAILJS_SERVICE_ID is not set).");
  if (!config.templateId)
    throw new Error("The template ID is required to send e-mail (EMAILJS_TEMPLATE_ID is not set).");
}

/**
 * POSTs the JSON request to /api/v1.0/email/send (lib_version, user_id, service_id, template_id,
 * template_params; accessToken only when a private key is set) and reads status and text.
 */
export async function sendEmail(
  config: EmailjsConfig,
  templateParams: EmailjsTemplateParams,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<EmailjsResponse> {
  requireIds(config);
  const response = await fetchImpl(`${config.origin}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      lib_version: emailjsLibVersion,
      user_id: config.userId,
      service_id: config.serviceId,
      template_id: config.templateId,
      template_params: templateParams,
      ...(config.privateKey ? { accessToken: config.privateKey } : {}),
    }),
    signal,
  });
  return { status: response.status, text: await response.text() };
}

/** Status 200 or text 'OK' is success. */
export function isEmailjsSuccess(response: EmailjsResponse): boolean {
  return response.status === 200 || response.text === "OK";
}
