import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadRenderers, sectionTypesOnPage } from "~/sections/section-view";

// The page's section renderers load before hydration, so no server-drawn control waits for its code after the
// page looks ready (a filter pressed at once filters).
void loadRenderers(sectionTypesOnPage(document)).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
