// The little of jsdom the server uses (jsdom ships no types; @types/jsdom
// lags its releases). Only a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
