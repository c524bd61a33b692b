// The instrumentation must run before anything else: keep this import first.
import { expose } from '../../../identity/test/browser/page-runtime.js';
import { readPlanCheckoutReturn } from '@frontdesk/orders';

/**
 * The store's thank-you page for `lifecycle.browser.test.ts`: the hosted checkout sends the buyer
 * here with `?planOrderId=<id>`. It reads the return URL with the SDK (no request) and says thanks;
 * the order itself is read back by the test's server side (Node).
 */

const main = document.querySelector('#app')!;
const back = readPlanCheckoutReturn();

if (location.pathname === '/thanks' && back.planOrderId) {
  const heading = document.createElement('h1');
  heading.textContent = 'Thank you for your purchase';
  const line = document.createElement('p');
  line.append('Your order number is ');
  const id = document.createElement('output');
  id.setAttribute('aria-label', 'Order number');
  id.textContent = back.planOrderId;
  line.append(id, '.');
  main.replaceChildren(heading, line);
}

expose({
  /** What the checkout's return URL carries (`planOrderId`, `memberLoggedIn`). */
  checkoutReturn: () => readPlanCheckoutReturn(),
});
