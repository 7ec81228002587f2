/**
 * Leaves the app for another site in this tab (a payment gateway's page). One function, so a test can stand in for
 * the browser's navigation, which jsdom does not perform.
 */
export function openExternalPage(url: string): void {
  window.location.assign(url);
}
