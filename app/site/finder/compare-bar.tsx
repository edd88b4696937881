import type { ChosenSize } from "~/lib/catalogue/finder-choice";
import { Button } from "~/ui/button";

/** The finder's form, which the result cards' boxes, the compare bar and the page buttons belong to (decision 225). */
export const finderForm = "finder-form";

/** The compare button, which each ticked card's skip link leads to. */
export const compareButton = "finder-compare";

/**
 * The compare bar (decision 221): the sizes chosen on other pages of the results, as ticked boxes that can be
 * unticked; what to do for the number chosen; and the button, which sends the finder's form to /compare. Once a size
 * is chosen it keeps to the foot of the window, in CSS (`compare-sizes`, app/styles/tepore.css). The message is the
 * server's for the sizes in the address; without JavaScript, once a box is changed, it is the count as CSS keeps it
 * and the limits (decision 225).
 */
export function CompareBar({ chosenElsewhere, message }: { chosenElsewhere: ChosenSize[]; message: string }) {
  return (
    <div className="compare-bar z-10 mt-4 border-t border-ink/10 bg-white py-3">
      {chosenElsewhere.length > 0 && (
        <fieldset className="compare-elsewhere mb-3">
          <legend className="text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase">
            Also chosen, on other pages
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
            {chosenElsewhere.map(({ code, modelName }) => (
              <label key={code} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="sizes"
                  value={code}
                  form={finderForm}
                  defaultChecked
                  className="size-4 accent-ink"
                />
                {modelName} {code}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex items-center justify-between gap-4">
        <p id={`${compareButton}-status`} className="text-sm text-ink-soft">
          <span className="compare-said" data-live-summary>
            {message}
          </span>
          {/* Its count is drawn by CSS, which screen readers are not given: the words are true of any count. */}
          <span className="compare-count">Two to four can be compared at once.</span>
        </p>
        <Button
          type="submit"
          id={compareButton}
          form={finderForm}
          formAction="/compare"
          aria-describedby={`${compareButton}-status`}
          className="shrink-0"
        >
          Compare the chosen sizes
        </Button>
      </div>
    </div>
  );
}
