import type { ComponentType } from "react";

import type { Section } from "~/lib/page-model";
import type { FieldDeclaration, FieldKind, FieldKindValues } from "~/sections/types";

import type { SectionErrors } from "./section-validation";

/** What a field kind's editor is given: the field as declared, its prop's value and how to change it. */
export interface FieldEditorProps<Kind extends FieldKind = FieldKind> {
  field: FieldDeclaration<Kind>;
  value: FieldKindValues[Kind] | undefined;
  /** What the checks say about this field. */
  error?: string;
  /** Every message of the checks, for a kind made of parts with messages of their own (buttons, items). */
  errors: SectionErrors | null;
  section: Section;
  /** Sets the prop; an optional prop left empty (no words, no buttons, switched off) is stored without it. */
  set: (value: FieldKindValues[Kind] | undefined) => void;
  /** For kinds that change more than their prop (rich text keeps its words and their formatting). */
  onChange: (change: Partial<Section>) => void;
  /** Opens the media library; `choose` is given the address of the picture chosen. */
  onBrowse: (choose: (url: string) => void) => void;
  /** Drawn in an item's row of the Items tab: a smaller box, without a hint the field does not declare. */
  compact?: boolean;
}

/**
 * A generic kind of field (docs/decisions/180): how the section editor draws it and, optionally, what it refuses
 * beyond the page model's schema. One file a kind in ./field-kinds, named as the kind.
 */
export interface FieldKindModule<Kind extends FieldKind = FieldKind> {
  Editor: ComponentType<FieldEditorProps<Kind>>;
  check?: (value: FieldKindValues[Kind] | undefined, field: FieldDeclaration<Kind>) => string | undefined;
}

export const defineFieldKind = <Kind extends FieldKind>(kind: FieldKindModule<Kind>) => kind;
