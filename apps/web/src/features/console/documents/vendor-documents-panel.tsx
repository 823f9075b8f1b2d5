/** Placeholder: the vendor page's Documents tab (requests, files, review). */
export function VendorDocumentsPanel(_props: { vendorId: number }) {
  return null;
}
