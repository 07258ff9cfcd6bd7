/**
 * How the picture of a grid's card loads, by the card's place: the first two rows on a phone (the
 * first row on a desktop) hold the page's largest paint, so their pictures load at once, the
 * first row's at high priority; the rest load lazily as they come near.
 */
export const gridPictureLoading = (index: number): { readonly fetchPriority?: "high"; readonly loading?: "lazy" } =>
  index < 2 ? { fetchPriority: "high" } : index < 4 ? {} : { loading: "lazy" }
