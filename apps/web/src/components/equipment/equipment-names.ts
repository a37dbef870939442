/** How the screens of one kind of equipment name it: 'truck' / 'trucks', 'trailer' / 'trailers'. */
export type EquipmentNames = { singular: string; plural: string };

export const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
