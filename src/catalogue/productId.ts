/**
 * A product id as a URL writes it (docs/behaviour.md "Routes"): plain decimal digits, no sign, no
 * leading zero. Whether such a product exists is the catalogue's to say
 * (`parseProductId` in src/catalogue/listings.ts); this needs no catalogue.
 */
export function productIdFrom(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}
