// @vitest-environment node
import { describe, expect, it } from "vitest";

import { catalogueSeed } from "./catalogue";
import { finishPicture } from "./catalogue-pictures";
import { studioImages } from "./images";

/** What each series is called after the model's name in a studio shot's description. */
const kind: Record<string, string> = {
  retto: " flat-panel radiator",
  flusso: " aluminium radiator",
  augusto: " radiator",
  "augusto-towel-rail": "",
  volo: " heated towel rail",
  soffio: " heated towel rail",
  breva: " heated towel rail",
};
const shot = catalogueSeed.models;

describe("the model page's finish pictures", () => {
  it("show every model in each finish as a studio shot, except a colour made on request", () => {
    expect(shot).toHaveLength(15);
    for (const model of shot) {
      for (const finish of model.finishes.filter((f) => f.id !== "any-ral")) {
        const slot = finishPicture(model.id, finish.id);
        expect(slot?.finishShown, `${model.id} ${finish.id}`).toBeNull();
        expect(slot!.picture.alt).toContain(`${model.name}${kind[model.seriesId]} in ${finish.name.toLowerCase()}`);
        expect(slot!.picture.alt).toMatch(/\bin the studio\b/);
      }
    }
  });

  it("stand in for a colour made on request with the model's first finish, and say so", () => {
    for (const model of shot) {
      const first = model.finishes[0]!;
      expect(finishPicture(model.id, "any-ral")).toEqual({
        picture: finishPicture(model.id, first.id)!.picture,
        finishShown: first.id,
      });
    }
  });

  it("frame every studio shot of a model alike, so switching the finish changes only the finish", () => {
    for (const shots of Object.values(studioImages)) {
      const pictures = Object.values(shots);
      for (const picture of pictures) {
        expect([picture.width, picture.height]).toEqual([pictures[0]!.width, pictures[0]!.height]);
        expect(picture.focus).toEqual(pictures[0]!.focus);
      }
    }
  });
});
