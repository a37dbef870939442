/** How Messages names a load: by its number ("Load LD-58421"), by its id when no number is known. */
export const loadName = (loadId: number, loadNumber: string | null | undefined): string =>
  loadNumber ? `Load ${loadNumber}` : `Load #${loadId}`;
