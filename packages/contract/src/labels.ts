/**
 * Labels that follow from the names they label: `{ [value]: label(value, index) }` for each value of a list,
 * in its order (an invoice status's label, an audited record's noun, an aging bucket's header).
 */
export const labelsOf = <const V extends string>(
  values: ReadonlyArray<V>,
  label: (value: V, index: number) => string,
): Readonly<Record<V, string>> =>
  Object.fromEntries(values.map((value, index) => [value, label(value, index)])) as Record<V, string>;

/** A wire name as lower-case words: `carrierSettings` → `carrier settings`, `partially_paid` → `partially paid`. */
export const nameAsWords = (name: string) =>
  name.replace(/_/g, ' ').replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** The same words with a capital first letter: `partially_paid` → `Partially paid`. */
export const nameAsLabel = (name: string) => {
  const words = nameAsWords(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
};
