/** Placeholder: the vendor page's Messages tab (its threads, start one). */
export function VendorMessagesPanel(_props: { vendorId: number }) {
  return null;
}
