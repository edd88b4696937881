import { ButtonsField } from "../buttons-field";
import { defineFieldKind } from "../field-kind";

/** Up to three calls to action. */
export default defineFieldKind<"buttons">({
  Editor: ({ field, value, errors, set }) => (
    <ButtonsField
      label={field.label}
      hint={field.hint}
      buttons={value ?? []}
      errors={errors?.buttons ?? {}}
      onChange={set}
    />
  ),
});
