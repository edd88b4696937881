/** EmailJS settings from the environment; the browser sends the docs/product.md#calls-and-storage request with them. */
export interface EmailjsConfig {
  userId: string;
  serviceId: string;
  templateId: string;
  /** Origin of the EmailJS API; tests point it at a local stand-in. */
  origin: string;
}

export function emailjsConfig(): EmailjsConfig | null {
  const userId = process.env.EMAILJS_PUBLIC_KEY ?? "";
  const serviceId = process.env.EMAILJS_SERVICE_ID ?? "";
  const templateId = process.env.EMAILJS_TEMPLATE_ID ?? "";
  if (!userId && !serviceId && !templateId) return null;
  return { userId, serviceId, templateId, origin: emailjsOrigin() };
}

export function emailjsOrigin(): string {
  return new URL(process.env.EMAILJS_API_URL || "https://api.emailjs.com").origin;
}
