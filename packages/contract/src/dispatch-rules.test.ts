import { describe, expect, it } from 'vitest';
import { trailerClash } from './dispatch-rules';
import { TRAILER_TYPE } from './parametrics';

describe('trailerClash (docs/product.md "Dispatch board" → "Warnings")', () => {
  const { dryVan, flatbed, reefer, powerOnly } = TRAILER_TYPE;

  it('names both types when the load asks for another than the driver pulls', () => {
    expect(trailerClash(dryVan, reefer)).toEqual({ wanted: 'Dry Van', pulled: 'Reefer' });
    expect(trailerClash(flatbed, powerOnly)).toEqual({ wanted: 'Flatbed', pulled: 'Power Only' });
  });

  it('says nothing when they agree, for a Power Only load, or without a type on either side', () => {
    expect(trailerClash(reefer, reefer)).toBeNull();
    expect(trailerClash(powerOnly, reefer)).toBeNull();
    expect(trailerClash(dryVan, null)).toBeNull();
    expect(trailerClash(null, reefer)).toBeNull();
  });
});
