/**
 * Leaves the shop for another site's page (SSLCommerz's hosted payment page). A module of its own
 * so that a test can watch where the app would go: jsdom cannot navigate, nor can its location be
 * spied on.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
