import { modelPath, sizeOutputs } from "~/lib/catalogue/catalogue-queries";
import { defineSectionData, type ProductTable } from "~/lib/catalogue/section-catalogue";

/** A published model's sizes with their outputs at ΔT50 and ΔT30, by model id. */
export default defineSectionData({
  resolve: (modelId, catalogue): ProductTable | undefined => {
    const model = catalogue.models.find((candidate) => candidate.id === modelId);
    if (!model) return undefined;
    return {
      name: model.name,
      path: modelPath(catalogue, model),
      rows: model.sizes.map((size) => {
        const outputs = sizeOutputs(model, size);
        return {
          code: size.code,
          variant: size.variant,
          height: size.height,
          width: size.width,
          dt50: outputs.dt50.watts,
          dt30: outputs.dt30.watts,
        };
      }),
    };
  },
  references: (catalogue) => catalogue.models.map((model) => model.id),
});
