import type { ContactValues } from "./contact-values";

/** docs/product.md#calls-and-storage: the EmailJS library version sent with every request. */
export const emailjsLibVersion = "3.2.0";

export interface EmailjsIds {
  userId: string;
  serviceId: string;
  templateId: string;
  /** Origin of the EmailJS API. */
  origin: string;
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

/** The template parameters of docs/product.md#calls-and-storage; an empty company is sent as 'Not provided'. */
export function contactTemplateParams(values: ContactValues, toName: string): EmailjsTemplateParams {
  return {
    from_name: values.name,
    from_email: values.email,
    company: values.company.trim() || "Not provided",
    message: values.message,
    to_name: toName,
  };
}

function requireIds(ids: EmailjsIds) {
  if (!ids.userId) throw new Error("The user ID is required to send e-mail (EMAILJS_PUBLIC_KEY is not set).");
  if (!ids.serviceId) throw new Error("The service ID is required to send e-mail (EMAILJS_SERVICE_ID is not set).");
  if (!ids.templateId) throw new Error("The template ID is required to send e-mail (EMAILJS_TEMPLATE_ID is not set).");
}

/** POSTs the docs/product.md#calls-and-storage JSON request to /api/v1.0/email/send and reads status and text. */
export async function sendEmail(
  ids: EmailjsIds,
  templateParams: EmailjsTemplateParams,
  fetchImpl: typeof fetch = fetch,
): Promise<EmailjsResponse> {
  requireIds(ids);
  const response = await fetchImpl(`${ids.origin}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      lib_version: emailjsLibVersion,
      user_id: ids.userId,
      service_id: ids.serviceId,
      template_id: ids.templateId,
      template_params: templateParams,
    }),
  });
  return { status: response.status, text: await response.text() };
}

/** docs/product.md#calls-and-storage: status 200 or text 'OK' is success. */
export function isEmailjsSuccess(response: EmailjsResponse): boolean {
  return response.status === 200 || response.text === "OK";
}
