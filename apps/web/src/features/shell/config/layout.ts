/** Sizes of the application shell, in px. */
export const HEADER_HEIGHT = 56;
export const NAVBAR_WIDTH = 236;
