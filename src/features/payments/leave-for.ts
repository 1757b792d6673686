/** The browser leaves the shop for `url`: a module of its own, which the tests replace (jsdom cannot leave a page, nor be spied on). */
export function leaveFor(url: string) {
  window.location.assign(url);
}
