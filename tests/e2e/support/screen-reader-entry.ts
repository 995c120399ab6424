// The entry of the virtual screen reader's bundle (tests/e2e/support/screen-reader.ts): the package, on window.
import { virtual } from '@guidepup/virtual-screen-reader';

Object.assign(window, { virtualScreenReader: virtual });
