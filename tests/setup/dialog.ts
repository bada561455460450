/**
 * Component tests: jsdom has `<dialog>` without its modal methods, so every test file gets the two the store's
 * dialogs use (the studio's confirmations and history, the Beauty Pass expiry popup): `showModal` opens it, `close`
 * closes it and fires `close` as a browser does.
 */
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
