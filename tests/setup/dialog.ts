/**
 * Component tests: jsdom has `<dialog>` without its modal methods, so every test file gets the two the store's
 * dialogs use (the studio's confirmations and history, the Beauty Pass expiry popup): `showModal` opens it, `close`
 * closes it and fires `close` as a browser does. A file that runs in Node instead (`@vitest-environment node`, the
 * renderer's server components) has no DOM and gets nothing.
 */
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
