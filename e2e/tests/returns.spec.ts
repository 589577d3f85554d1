import { bikeName, toBengaliDigits } from '@motoforge/contract';
import { expect as expectOf, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { adminApiHeaders } from '../support/admin';
import { checkoutThroughApi } from '../support/checkout-api';
import { expect, test, type Part } from '../support/fixtures';
import { adminOn, bearer, orderPage, signInAsNewCustomer } from '../support/orders';
import { hostedPaymentPage, SSLCOMMERZ_ORIGIN } from '../support/sslcommerz';
import { STEADFAST_ORIGIN } from '../support/steadfast';

// Returns and the fit guarantee (docs/returns.md, issue 38): a buyer returns one line of a
// delivered order as "does not fit" a bike the shop promised; the admin accepts (Steadfast is
// booked to collect it), receives it as resellable, and the refund reaches SSLCommerz once.

type Session = { tranId: string; amount: string; refunds: { refundTransId: string; amount: string }[] };

/** Every refund the fake SSLCommerz made for a return (the shop's refund_trans_id for one starts RT). */
async function returnRefunds(request: APIRequestContext, tranId: string) {
  const response = await request.get(`${SSLCOMMERZ_ORIGIN}/__fake/sessions`);
  expectOf(response.ok()).toBe(true);
  const session = ((await response.json()) as Session[]).find((each) => each.tranId === tranId);
  return session?.refunds.filter((refund) => refund.refundTransId.startsWith('RT')) ?? [];
}

/** The return requests the fake Steadfast was sent, for a consignment. */
async function pickupsOf(request: APIRequestContext, consignmentId: number) {
  const response = await request.get(`${STEADFAST_ORIGIN}/__fake/return-requests`);
  expectOf(response.ok()).toBe(true);
  return ((await response.json()) as { consignmentId: number }[]).filter(
    (each) => each.consignmentId === consignmentId,
  );
}

/**
 * The part fits the first demo vehicle's first year, and the buyer's current bike is that one:
 * answers that bike's name in English and in Bangla ("বাজাজ পালসার ১৫০ সিঙ্গেল ডিস্ক ২০১৯").
 */
async function promiseTheFit(page: Page, request: APIRequestContext, part: Part, baseURL: string) {
  // The admin's calls go through a context of their own: the buyer's page keeps the buyer's session.
  const admin = await adminApiHeaders(request, baseURL);
  const vehicles = (await (await page.request.get('/api/vehicles')).json()) as {
    makes: {
      make: string;
      makeBn: string;
      models: {
        vehicleId: number;
        model: string;
        modelBn: string;
        variant: string;
        variantBn: string;
        yearFrom: number;
      }[];
    }[];
  };
  const make = vehicles.makes[0]!;
  const bike = make.models[0]!;
  const editable = (await (await request.get(`/api/admin/parts/${part._id}`, { headers: admin })).json()) as {
    updatedAt: string;
  };
  const edited = await request.patch(`/api/part/${part._id}`, {
    headers: admin,
    data: {
      fitment: [`${make.make}|${bike.model}|${bike.variant}|${bike.yearFrom}-${bike.yearFrom}`],
      updatedAt: editable.updatedAt,
    },
  });
  expect(edited.ok(), `PATCH /api/part answered ${edited.status()}: ${await edited.text()}`).toBe(true);
  const saved = await page.request.post('/api/garage', {
    headers: await bearer(page),
    data: { vehicleId: bike.vehicleId, year: bike.yearFrom },
  });
  expect(saved.status()).toBe(201);
  return {
    en: bikeName({ make: make.make, model: bike.model, variant: bike.variant, year: bike.yearFrom }),
    bn: [make.makeBn, bike.modelBn, bike.variantBn, toBengaliDigits(String(bike.yearFrom))].join(' '),
  };
}

const TEXTS = {
  en: {
    prefix: '',
    region: 'Returns',
    start: 'Return parts',
    reason: 'Why',
    doesNotFit: 'Does not fit',
    guarantee: (bike: string) => `Fit guarantee: we said it fits your ${bike}.`,
    send: 'Ask to return these parts',
    sent: /Your return request is sent/,
    requested: 'Return requested',
    refunded: 'Return refunded',
    check: (name: string) => `Return ${name}`,
  },
  bn: {
    prefix: '/bn',
    region: 'ফেরত',
    start: 'পার্টস ফেরত দিন',
    reason: 'কেন',
    doesNotFit: 'বাইকে লাগে না',
    guarantee: (bike: string) => `ফিট গ্যারান্টি: আমরা বলেছিলাম এটি আপনার ${bike}-এ লাগে।`,
    send: 'এই পার্টস ফেরতের অনুরোধ করুন',
    sent: /আপনার ফেরতের অনুরোধ পাঠানো হয়েছে/,
    requested: 'ফেরতের অনুরোধ করা হয়েছে',
    refunded: 'ফেরতের টাকা দেওয়া হয়েছে',
    check: (name: string) => `${name} ফেরত দিন`,
  },
} as const;

for (const language of ['en', 'bn'] as const) {
  test(`a buyer returns a part that does not fit (${language}); the admin takes it back and refunds it once`, async ({
    page,
    request,
    browser,
    baseURL,
    newPart,
  }) => {
    test.slow();
    const t = TEXTS[language];
    await signInAsNewCustomer(page, baseURL!);
    const part = await newPart({ price: 840, availableQuantity: 40 });
    const other = await newPart({ price: 310, availableQuantity: 40 });
    const bike = await promiseTheFit(page, request, part, baseURL!);

    // Paid through SSLCommerz's hosted page, then packed, shipped with Steadfast and delivered.
    const placed = await checkoutThroughApi(page, [part, other], 'sslcommerz');
    expect(placed.next.type).toBe('redirect');
    // The hosted page is the gateway's, not the shop's: followed as the checkout's redirect is.
    const hostedUrl = placed.next.type === 'redirect' ? placed.next.url : '/';
    await page.evaluate((url) => window.location.assign(url), hostedUrl);
    await page.waitForURL(hostedUrl);
    const tranId = await hostedPaymentPage(page).tranId();
    await hostedPaymentPage(page).pay.click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/payment/'));
    const admin = await adminApiHeaders(request, baseURL!);
    for (const data of [{ to: 'packed' }, { to: 'shipped', courier: 'steadfast' }, { to: 'delivered' }]) {
      const moved = await request.post(`/api/admin/orders/${placed.orderId}/transition`, { headers: admin, data });
      expect(moved.ok(), `moving to ${data.to} answered ${await moved.text()}`).toBe(true);
    }
    const stockAfterOrder = (await (await page.request.get(`/api/purchase/${part._id}`)).json()) as {
      availableQuantity: number;
    };

    // The buyer, on the order's page: one line back, as not fitting the promised bike.
    await page.goto(`${t.prefix}/dashboard/order/${placed.orderId}`);
    const returns = page.getByRole('region', { name: t.region, exact: true });
    await returns.getByRole('button', { name: t.start }).click();
    await returns.getByRole('checkbox', { name: t.check(part.name) }).check();
    await returns.getByRole('combobox', { name: t.reason }).selectOption({ label: t.doesNotFit });
    // Bangla pages name the promised bike by its Bangla names.
    await expect(returns.getByText(t.guarantee(bike[language]), { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, 'the return form');
    await returns.getByRole('button', { name: t.send }).click();
    await expect(returns.getByText(t.sent)).toBeVisible();
    await expect(returns.getByRole('article')).toContainText(t.requested);

    // The admin accepts it: Steadfast is asked to collect it, and the shop pays the way back.
    const { admin: adminPage, close } = await adminOn(browser, baseURL!, page, placed.orderId);
    try {
      const shopReturns = adminPage.getByRole('region', { name: 'Returns', exact: true });
      const card = shopReturns.getByRole('article');
      await expect(card).toContainText('Fit guarantee: the shop said it fits');
      await expectNoSeriousViolations(adminPage, 'the admin’s return');
      await card.getByRole('button', { name: 'Accept the return' }).click();
      await expect(card).toContainText('Steadfast will collect the parts');
      await expect(card).toContainText('The shop pays the way back.');
      const consignment = (await (await page.request.get(`${STEADFAST_ORIGIN}/__fake/consignments`)).json()) as {
        consignmentId: number;
        invoice: string;
      }[];
      const parcel = consignment.find((each) => each.invoice === placed.orderId)!;
      expect(await pickupsOf(page.request, parcel.consignmentId)).toHaveLength(1);

      // Received, resellable: the stock comes back and the refund goes to SSLCommerz, once.
      await card.getByRole('checkbox', { name: `${part.name}: can be sold again` }).check();
      await card.getByRole('button', { name: 'Mark the parts received' }).click();
      await expect(card).toContainText('Return refunded');
      const refunds = await returnRefunds(page.request, tranId);
      expect(refunds).toHaveLength(1);
      // One of the line's parts, at its price: the rest of the order stays with the buyer.
      expect(Number(refunds[0]!.amount)).toBe(part.price);
      await expect(card.getByRole('button')).toHaveCount(0);
      const stockNow = (await (await page.request.get(`/api/purchase/${part._id}`)).json()) as {
        availableQuantity: number;
      };
      expect(stockNow.availableQuantity).toBe(stockAfterOrder.availableQuantity + 1);

      // A partial return leaves the order delivered; the timeline has each step.
      await expect(orderPage(adminPage).state).toHaveText('Delivered');
      await expect(orderPage(adminPage).timeline).toContainText('Return refunded');

      // The sales page counts the wrong fit against the part.
      await adminPage.goto('/dashboard/sales');
      const byPart = adminPage.getByRole('table', { name: 'Parts returned as not fitting' });
      await expect(byPart.getByRole('row').filter({ hasText: part.name })).toBeVisible();
    } finally {
      await close();
    }

    // The buyer sees it refunded, in their language.
    await page.reload();
    await expect(returns.getByRole('article')).toContainText(t.refunded);
  });
}
