import { useLocation, useNavigation } from "react-router";
import type { GalleryFilter } from "~/content/gallery";
import { galleryFilterParam, parseGalleryFilter } from "~/sections/inspiration-gallery/parts/filter-gallery";

/**
 * The filter in the URL. While a filter change is still navigating, the pending URL already counts,
 * so the grid is refiltered the moment a filter is chosen rather than after the round trip.
 */
export function useGalleryFilter(): GalleryFilter {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const search = (pending ?? location).search;
  return parseGalleryFilter(new URLSearchParams(search).get(galleryFilterParam));
}
