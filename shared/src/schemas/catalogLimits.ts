/** Limits every catalogue form and the API agree on. */
export const CATALOG_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  descriptionMax: 2000,
  altTextMax: 250,
  captionMax: 500,
  displayOrderMax: 100_000,
  durationMin: 5,
  durationMax: 480,
  /** Clean-up time after a service, in whole minutes. */
  bufferMax: 120,
  priceMax: 100_000,
} as const;
