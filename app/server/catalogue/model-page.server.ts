/**
 * Everything a model page shows, worked out on the server from the published catalogue, so the browser receives
 * finished figures and no catalogue code.
 */
import { finishPicture } from "~/content/catalogue-pictures";
import { collectionPages } from "~/content/collection-pages";
import { type Picture, pictureSrc } from "~/content/picture";

export type ModelImage = AnyModelImage<Picture>;
export type ModelPageData = AnyModelPageData<Picture>;
import {
  filterAndSortSizes,
  findFinish,
  findModel,
  heightsOf,
  leadTimes,
  range,
  seriesOf,
  sizeOutputs,
} from "~/lib/catalogue/catalogue-queries";
import type { CatalogueFinish, CatalogueModel } from "~/lib/catalogue/catalogue-schema";
import { compareHref } from "~/lib/catalogue/compare-query";
import { modelPresetsNote, modelSystemPresets } from "~/lib/catalogue/figured-system";
import type {
  ModelImage as AnyModelImage,
  ModelPageData as AnyModelPageData,
  ModelSocialImage,
  SizeRow,
} from "~/lib/catalogue/model-page-data";
import { readModelPageQuery } from "~/lib/catalogue/model-page-query";
import { fromPrice, sizePrice } from "~/lib/catalogue/prices";
import { productJsonLd } from "~/lib/catalogue/product-json-ld";
import { quoteHref } from "~/lib/catalogue/quote-message";
import { modelPageFrame, technicalDrawing } from "~/lib/catalogue/technical-drawing";
import { deltaT } from "~/lib/heat-output";
import { systemSearchParams } from "~/lib/system-presets";

import { mediaKey, showing } from "../cache-keys.server";
import { getMedia } from "../media/media.server";
import { getSiteSettings } from "../settings.server";
import { publishedCatalogue } from "./catalogue.server";

function imageFor(model: CatalogueModel, finish: CatalogueFinish): ModelImage | null {
  // The upload's alt text and focal point are read live (decision 167): a change to them purges this page.
  if (finish.mediaId) showing(mediaKey);
  const media = finish.mediaId ? getMedia(finish.mediaId) : null;
  if (media)
    return {
      kind: "media",
      url: media.url,
      alt: media.alt || `${model.name} in ${finish.name}`,
      width: media.width,
      height: media.height,
      focalPoint: media.focalPoint,
    };
  const slot = finishPicture(model.id, finish.id);
  return slot ? { kind: "picture", ...slot } : null;
}

/**
 * The largest file of the model's picture: an upload's original, or the widest studio render (the renders are made
 * only at the widths the page shows, so a width the renderer never made would be a broken link; decision 068).
 */
function socialImageOf(image: ModelImage | null): ModelSocialImage | null {
  if (!image) return null;
  if (image.kind === "media") {
    const { url, width, height } = image;
    return { src: url, size: width && height ? { width, height } : null };
  }
  const { picture } = image;
  return { src: pictureSrc(picture, picture.width, "webp"), size: { width: picture.width, height: picture.height } };
}

/** The page's data, or null when the model is not on this collection page. */
export function modelPageData(collectionId: string, modelId: string, url: URL): ModelPageData | null {
  const catalogue = publishedCatalogue();
  const model = findModel(catalogue, collectionId, modelId);
  const page = collectionPages[collectionId as keyof typeof collectionPages];
  if (!model || !page) return null;
  const query = readModelPageQuery(url.searchParams);
  const finish = findFinish(model, query.finish);
  const toRow = (size: CatalogueModel["sizes"][number]): SizeRow => ({
    ...size,
    ...sizeOutputs(model, size, query.system),
    price: sizePrice(size, finish),
    quoteHref: quoteHref(model, size, finish, query.system),
    compareHref: compareHref([size.code], [["finish", finish.id], ...systemSearchParams(query.system)]),
  });
  const rows = filterAndSortSizes(model, query.system, query, query.sort).map(toRow);
  const selectedSize = model.sizes.find((s) => s.code === query.size) ?? model.sizes[0]!;
  const { sizes, ...rest } = model;
  const path = `/collection/${page.id}/${model.id}`;
  const image = imageFor(model, finish);
  const socialImage = socialImageOf(image);
  const seriesName = seriesOf(catalogue, model)?.name ?? model.name;
  const collection = { id: page.id, title: page.title, path: `/collection/${page.id}` };
  return {
    model: rest,
    seriesName,
    collection,
    path,
    query: { ...query, finish: query.finish && finish.id === query.finish ? finish.id : null },
    finish,
    leadTimes: leadTimes(finish),
    fromPrice: fromPrice(model, finish),
    image,
    socialImage,
    presets: modelSystemPresets(model),
    presetsNote: modelPresetsNote(model),
    systemDeltaT: deltaT(query.system),
    heights: heightsOf(model),
    sizeCount: sizes.length,
    rows,
    selected: toRow(selectedSize),
    selectedSize,
    outputRange50: range(sizes.map((s) => s.output50)),
    heightRange: range(sizes.map((s) => s.height)),
    widthRange: range(sizes.map((s) => s.width)),
    drawing: technicalDrawing(model, selectedSize, modelPageFrame),
    jsonLd: productJsonLd({
      origin: url.origin,
      siteName: getSiteSettings().siteName,
      path,
      model,
      seriesName,
      collection,
      finish,
      finishInAddress: query.finish === finish.id,
      size: selectedSize,
      image: socialImage?.src ?? "",
    }),
  };
}
