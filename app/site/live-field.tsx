import type { ReactNode } from "react";
import { Form } from "react-router";

import { Button } from "~/ui/button";
import { selectArrow } from "~/ui/field";

const label = "text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase";
const control =
  "mt-2 block w-full rounded-none border-0 border-b border-ink/25 bg-transparent px-0 py-2 text-base text-ink focus:border-ink aria-[invalid=true]:border-red-700";

/**
 * A labelled field of a live GET form (decision 149): its message sits in its own live region, so the server's
 * verdict replaces it while the field being typed in keeps its value and focus.
 */
export function LiveField({
  id,
  name,
  text,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  text: string;
  error?: string;
  hint?: string;
  children: (props: object) => ReactNode;
}) {
  const message = error ?? hint;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children({
        id,
        name,
        className: control,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": message ? `${id}-message` : undefined,
      })}
      <div data-live-region={`${id}-message`}>
        {message && (
          <p id={`${id}-message`} className={error ? "mt-1.5 text-sm text-red-700" : "mt-1.5 text-xs text-muted"}>
            {message}
          </p>
        )}
      </div>
    </div>
  );
}

/** What a live form's fields show: their values and messages by key, and the form's name that prefixes their ids. */
interface LiveFormState<F extends string> {
  form: string;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
}

/** A number typed in a live form: a text field, so that a value refused comes back as it was typed. */
export function LiveText<F extends string>({
  form,
  field,
  text,
  hint,
  placeholder,
  inputMode = "decimal",
  values,
  errors,
}: LiveFormState<F> & {
  field: F;
  text: string;
  hint?: string;
  placeholder?: string;
  inputMode?: "decimal" | "numeric";
}) {
  return (
    <LiveField id={`${form}-${field}`} name={field} text={text} error={errors[field]} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode={inputMode}
          defaultValue={values[field]}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </LiveField>
  );
}

/** A choice of a live form, its options as [value, label]. */
export function LiveChoice<F extends string>({
  form,
  field,
  text,
  options,
  values,
  errors,
}: LiveFormState<F> & { field: F; text: string; options: [string, string][] }) {
  return (
    <LiveField id={`${form}-${field}`} name={field} text={text} error={errors[field]}>
      {(props) => (
        <select {...props} className={`${control} ${selectArrow.underlined}`} defaultValue={values[field]}>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </LiveField>
  );
}

/**
 * A live GET form (decision 149): without JavaScript its button asks the server and lands on the result's anchor;
 * with it, the result named by `result` follows every change. The form is its own live region, `{name}-form`, and a
 * grid of two columns, or of `wide` columns on a wide screen.
 */
export function LiveForm({
  name,
  label,
  result,
  wide,
  submit,
  children,
}: {
  name: string;
  label: string;
  result: string;
  wide: "lg:grid-cols-3" | "lg:grid-cols-4";
  /** The button's words. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      // Without JavaScript the answer comes into view at its anchor, as the script shows it (far below on a phone).
      action={`#${result}`}
      // Controls outside it join it by this id (the finder's boxes and page buttons, decision 225).
      id={`${name}-form`}
      aria-label={label}
      data-enhance="live-form"
      data-live-region={`${name}-form`}
      data-live-result={result}
      className={`${name}-form grid gap-x-8 gap-y-6 sm:grid-cols-2 ${wide}`}
    >
      {children}
      <div className="flex items-end">
        <Button type="submit" size="lg">
          {submit}
        </Button>
      </div>
    </Form>
  );
}
