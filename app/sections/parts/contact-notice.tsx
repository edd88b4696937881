import { contactMessages, type ContactOutcome } from "~/sections/parts/contact-messages";

/**
 * How the last send went, where the visitor is looking: under the button (decision 041). A success is announced
 * politely, a failure at once. The live region is always drawn and the notice inside it is shown (its words written)
 * only for the outcome there is, so a script can show it later and be heard (app/enhance/contact-form.ts).
 */
export function ContactNotice({ outcome, shown }: { outcome: ContactOutcome; shown: boolean }) {
  const failed = outcome === "failed";
  return (
    <div role={failed ? "alert" : "status"} data-contact-notice={outcome}>
      <p
        hidden={!shown}
        className={
          failed
            ? "mt-6 rounded-sm border border-red-800/30 bg-red-50 p-5 text-red-900"
            : "mt-6 rounded-sm border border-ink/15 bg-white p-5"
        }
      >
        <strong className="block font-semibold">{shown && contactMessages[outcome].title}</strong>
        <span>{shown && contactMessages[outcome].description}</span>
      </p>
    </div>
  );
}
