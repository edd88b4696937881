import { describe, expect, it, vi } from "vitest";

import { contactTemplateParams, type EmailjsConfig, isEmailjsSuccess, sendEmail } from "./emailjs.server";

const ids: EmailjsConfig = {
  userId: "user-1",
  serviceId: "service-1",
  templateId: "template-1",
  privateKey: "",
  origin: "https://api.example",
};
const values = { name: "Ada", email: "ada@example.co.uk", company: "", message: "Hello" };

describe("the EmailJS request", () => {
  it("sends company 'Not provided' when it is empty", () => {
    expect(contactTemplateParams(values, "Tepore")).toEqual({
      from_name: "Ada",
      from_email: "ada@example.co.uk",
      company: "Not provided",
      message: "Hello",
      to_name: "Tepore",
    });
    expect(contactTemplateParams({ ...values, company: "Studio North" }, "Tepore").company).toBe("Studio North");
  });

  it("POSTs JSON with lib_version 3.2.0, the ids and the template params to /api/v1.0/email/send", async () => {
    const fetchImpl = vi.fn(async () => new Response("OK", { status: 200 }));
    const response = await sendEmail(ids, contactTemplateParams(values, "Tepore"), fetchImpl);
    expect(response).toEqual({ status: 200, text: "OK" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: "3.2.0",
      user_id: "user-1",
      service_id: "service-1",
      template_id: "template-1",
      template_params: {
        from_name: "Ada",
        from_email: "ada@example.co.uk",
        company: "Not provided",
        message: "Hello",
        to_name: "Tepore",
      },
    });
  });

  it("adds the private key as accessToken when one is set", async () => {
    const fetchImpl = vi.fn(async () => new Response("OK", { status: 200 }));
    await sendEmail({ ...ids, privateKey: "private-1" }, contactTemplateParams(values, "Tepore"), fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ user_id: "user-1", accessToken: "private-1" });
  });

  it.each([
    ["userId", "The user ID is required"],
    ["serviceId", "The service ID is required"],
    ["templateId", "The template ID is required"],
  ] as const)("fails without %s, naming it, and sends nothing", async (missing, text) => {
    const fetchImpl = vi.fn();
    await expect(sendEmail({ ...ids, [missing]: "" }, contactTemplateParams(values, "T"), fetchImpl)).rejects.toThrow(
      text,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("treats status 200 or text 'OK' as success, anything else as failure", () => {
    expect(isEmailjsSuccess({ status: 200, text: "" })).toBe(true);
    expect(isEmailjsSuccess({ status: 201, text: "OK" })).toBe(true);
    expect(isEmailjsSuccess({ status: 400, text: "The service ID is invalid" })).toBe(false);
    expect(isEmailjsSuccess({ status: 500, text: "" })).toBe(false);
  });
});
