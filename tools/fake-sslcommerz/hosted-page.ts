import { escapeHtml, type Fields } from '../lib/http.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  .notice { background: #fef3c7; padding: 0.5rem 0.75rem; border-radius: 0.375rem; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.375rem; border: 1px solid #9ca3af; cursor: pointer; }
  .pay { background: #15803d; border-color: #15803d; color: #fff; }
</style>
</head>
<body>
${body}
</body>
</html>
`;

const amountText = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The hosted payment page: the amount, and one button for each way a payment ends. */
export function checkoutPage(session: { sessionKey: string; tranId: string; amount: string; currency: string }) {
  const action = (outcome: string) => `/EasyCheckOut/${escapeHtml(session.sessionKey)}/${outcome}`;
  return page(
    'SSLCommerz (fake) — Pay',
    `<main>
<h1>SSLCommerz</h1>
<p class="notice">A fake payment gateway for tests and development. No money moves.</p>
<p>Merchant: MotoForge</p>
<p>Amount to pay: <strong>${escapeHtml(session.currency)} ${amountText(session.amount)}</strong></p>
<p>Transaction: ${escapeHtml(session.tranId)}</p>
<div class="actions">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Fail</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel</button></form>
</div>
</main>`,
  );
}

/**
 * Sends the buyer's browser back to the shop as the gateway does: a form that posts the signed
 * fields to the success, fail or cancel URL, submitted by script at once (a button without script).
 */
export function returnPage(returnUrl: string, fields: Fields) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    'SSLCommerz (fake) — Returning to the merchant',
    `<main>
<p>Returning to the merchant…</p>
<form method="post" action="${escapeHtml(returnUrl)}">
${inputs}
<noscript><button type="submit">Return to the merchant</button></noscript>
</form>
<script>document.forms[0].submit();</script>
</main>`,
  );
}

/** A session that is unknown, or already paid, failed or cancelled. */
export function endedPage() {
  return page(
    'SSLCommerz (fake) — Session ended',
    `<main>
<h1>This payment session is not open</h1>
<p>It is unknown, or it has already been paid, failed or cancelled.</p>
</main>`,
  );
}
