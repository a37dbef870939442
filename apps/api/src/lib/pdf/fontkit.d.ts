/** fontkit ships no declarations; pdf-lib describes what it uses of it (`Fontkit`). */
declare module 'fontkit';
