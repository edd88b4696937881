import { useId } from "react";

import { TextField } from "~/ui/field";

import { siteLinkSuggestions } from "./site-links";

interface LinkFieldProps {
  label: string;
  value: string;
  /** An empty link is given as "". */
  onChange: (link: string) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
}

/** The site's pages, offered to a link's text box that names this list (`list={id}`) as it is typed. */
export function SiteLinkOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {siteLinkSuggestions.map((link) => (
        <option key={link} value={link} />
      ))}
    </datalist>
  );
}

/**
 * Where a button or an item leads: a page of this site, offered from the list of its pages as it is typed, an
 * anchor, or a full address (checked by ~/lib/link-target).
 */
export function LinkField({ label, value, onChange, error, hint, placeholder }: LinkFieldProps) {
  const listId = useId();
  return (
    <>
      {/* First, so the field stays its container's last child for the spacing (a datalist is never drawn). */}
      <SiteLinkOptions id={listId} />
      <TextField
        label={label}
        value={value}
        list={listId}
        placeholder={placeholder}
        error={error}
        hint={hint}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
