/**
 * What the customer reads when the browser could not reach us: a failed API call
 * (api-client.browser.ts) or a code chunk that did not load (add-to-cart-button.tsx). Kept apart
 * so the latter does not pull the API client into the page.
 */
export const NETWORK_ERROR_MESSAGE = 'We could not reach Kavach. Check your connection and try again.';
