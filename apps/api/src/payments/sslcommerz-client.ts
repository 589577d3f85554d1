import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ProviderError } from '../provider-error.js';

/**
 * Our client of SSLCommerz's v4 HTTP API (developer.sslcommerz.com/doc/v4/), instead of the
 * official sslcommerz-lts: docs/decisions/022-sslcommerz-client.md says why. Tested against
 * tools/fake-sslcommerz.
 */

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

/** "tran_id: string (30)". A UUID (36) does not fit. */
export const SSLCOMMERZ_TRAN_ID_MAX_LENGTH = 30;

export type SslcommerzSettings = {
  storeId: string;
  storePassword: string;
  /** SSLCOMMERZ_SANDBOX_URL, SSLCOMMERZ_LIVE_URL, or a fake's URL in tests. */
  baseUrl: string;
  /** How long one call may take; the buyer is waiting. */
  timeoutMs?: number;
};

export type SessionRequest = {
  /** Ours, unique per attempt, at most SSLCOMMERZ_TRAN_ID_MAX_LENGTH characters. */
  tranId: string;
  amountPoisha: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string; postcode: string };
  shipping: { name: string; address: string; city: string; postcode: string; numberOfItems: number };
  productName: string;
  productCategory: string;
  /** Handed back untouched (value_a) in the IPN, the buyer's return and the validation. */
  reference?: string;
};

/** A transaction as the validation API and the transaction queries report it. */
export type SslcommerzTransaction = {
  /** VALID, VALIDATED (valid, and validated before), PENDING, FAILED, CANCELLED, UNATTEMPTED, EXPIRED. */
  status: string;
  tranId: string;
  valId: string;
  /** Its id at the bank: the order's tnxId, and what a refund names. */
  bankTranId: string;
  amountPoisha: number;
  currency: string;
  /** 1: SSLCommerz finds the payment risky, and the documentation leaves it to the merchant to serve it. */
  riskLevel: 0 | 1;
  riskTitle: string;
  cardType: string;
  tranDate: string;
};

export type Validation = { isValid: true; transaction: SslcommerzTransaction } | { isValid: false; status: string };

export type RefundRequest = {
  bankTranId: string;
  /** Ours, unique per refund; mandatory since 2025-02-24. The same one again answers "processing". */
  refundTransId: string;
  amountPoisha: number;
  remarks: string;
  /** Our reference (refe_id), optional. */
  reference?: string;
};

/** Poisha as SSLCommerz writes amounts: "1250.50". */
const takaText = (poisha: number) => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;

/** An amount as SSLCommerz writes it ("1250.50", "1250.5", "1250") in poisha. */
const amountSchema = z.string().transform((text, context) => {
  const [taka = '', poisha, ...rest] = text.split('.');
  if (rest.length > 0 || !/^\d{1,9}$/.test(taka) || (poisha !== undefined && !/^\d{1,2}$/.test(poisha))) {
    context.addIssue({ code: 'custom', message: `"${text}" is not an amount.` });
    return z.NEVER;
  }
  return Number(taka) * 100 + Number((poisha ?? '').padEnd(2, '0'));
});

const apiAnswerSchema = z.looseObject({ APIConnect: z.string().optional() });

const sessionAnswerSchema = z.looseObject({
  status: z.string(),
  failedreason: z.string().optional(),
  sessionkey: z.string().optional(),
  GatewayPageURL: z.string().optional(),
});

const transactionSchema = z
  .looseObject({
    status: z.string(),
    tran_id: z.string(),
    val_id: z.string().default(''),
    bank_tran_id: z.string().default(''),
    amount: amountSchema,
    currency: z.string(),
    // A string in the documented answers, a number in some IPN examples. Missing, the payment is
    // held for the admin as a risky one would be, rather than waved through.
    risk_level: z.union([z.enum(['0', '1']), z.literal(0), z.literal(1)]).default('1'),
    risk_title: z.string().default(''),
    card_type: z.string().default(''),
    tran_date: z.string().default(''),
  })
  .transform((answer): SslcommerzTransaction => ({
    status: answer.status,
    tranId: answer.tran_id,
    valId: answer.val_id,
    bankTranId: answer.bank_tran_id,
    amountPoisha: answer.amount,
    currency: answer.currency,
    riskLevel: String(answer.risk_level) === '0' ? 0 : 1,
    riskTitle: answer.risk_title,
    cardType: answer.card_type,
    tranDate: answer.tran_date,
  }));

const transactionListSchema = z.looseObject({ element: z.array(transactionSchema).default([]) });

const refundAnswerSchema = z.looseObject({
  status: z.string(),
  refund_ref_id: z.string().default(''),
  errorReason: z.string().default(''),
});

const refundStatusSchema = z.looseObject({
  status: z.string(),
  refund_ref_id: z.string().default(''),
  initiated_on: z.string().default(''),
  refunded_on: z.string().default(''),
  errorReason: z.string().default(''),
});

function parseAnswer<T>(schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ProviderError('sslcommerz', 'unavailable', 'SSLCommerz answered in an unexpected shape.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Whether SSLCommerz signed the fields it posted (IPN or the buyer's return): `verify_sign` is md5
 * of `key=value&…` over the fields `verify_key` names plus `store_passwd` = md5(password), sorted
 * by key. A pre-filter only: a payment counts once the validation API says so.
 */
export function isSignedBySslcommerz(fields: Record<string, string | undefined>, storePassword: string) {
  const { verify_sign: sign, verify_key: keys } = fields;
  if (!sign || !keys) return false;
  const signed = new Map(keys.split(',').map((key) => [key, fields[key] ?? '']));
  signed.set('store_passwd', md5(storePassword));
  const text = [...signed.keys()]
    .sort()
    .map((key) => `${key}=${signed.get(key)}`)
    .join('&');
  const expected = Buffer.from(md5(text));
  const given = Buffer.from(sign.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type SslcommerzClient = ReturnType<typeof createSslcommerzClient>;

export function createSslcommerzClient({ storeId, storePassword, baseUrl, timeoutMs = 15_000 }: SslcommerzSettings) {
  const credentials = { store_id: storeId, store_passwd: storePassword };

  /** One call; never puts the URL in an error, for its query string holds the store password. */
  async function call<T>(
    path: string,
    request: { query?: Record<string, string>; form?: Record<string, string> },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const url = new URL(path, baseUrl);
    url.search = new URLSearchParams(request.query).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.form ? 'POST' : 'GET',
        body: request.form ? new URLSearchParams(request.form) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new ProviderError('sslcommerz', 'unavailable', `SSLCommerz ${reason}.`, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ProviderError('sslcommerz', 'unavailable', `SSLCommerz answered HTTP ${response.status}.`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch (error) {
      throw new ProviderError('sslcommerz', 'unavailable', 'SSLCommerz answered something other than JSON.', {
        cause: error,
      });
    }
    const api = apiAnswerSchema.safeParse(answer);
    if (api.success && api.data.APIConnect && api.data.APIConnect !== 'DONE') {
      throw new ProviderError(
        'sslcommerz',
        'refused',
        `SSLCommerz refused the call (APIConnect ${api.data.APIConnect}).`,
      );
    }
    return parseAnswer(schema, answer);
  }

  const validatorQuery = (query: Record<string, string>) => ({
    query: { ...query, ...credentials, v: '1', format: 'json' },
  });
  const MERCHANT_API = '/validator/api/merchantTransIDvalidationAPI.php';

  return {
    /** Opens a payment session: answers where to send the buyer, or throws SSLCommerz's reason. */
    async createSession(request: SessionRequest) {
      if (request.tranId.length > SSLCOMMERZ_TRAN_ID_MAX_LENGTH) {
        throw new Error(`tran_id "${request.tranId}" is longer than ${SSLCOMMERZ_TRAN_ID_MAX_LENGTH} characters.`);
      }
      const { customer, shipping } = request;
      const form = {
        ...credentials,
        total_amount: takaText(request.amountPoisha),
        currency: 'BDT',
        tran_id: request.tranId,
        success_url: request.successUrl,
        fail_url: request.failUrl,
        cancel_url: request.cancelUrl,
        ipn_url: request.ipnUrl,
        cus_name: customer.name,
        cus_email: customer.email,
        cus_add1: customer.address,
        cus_city: customer.city,
        cus_postcode: customer.postcode,
        cus_country: 'Bangladesh',
        cus_phone: customer.phone,
        shipping_method: 'YES',
        num_of_item: String(shipping.numberOfItems),
        ship_name: shipping.name,
        ship_add1: shipping.address,
        ship_city: shipping.city,
        ship_postcode: shipping.postcode,
        ship_country: 'Bangladesh',
        product_name: request.productName,
        product_category: request.productCategory,
        product_profile: 'physical-goods',
        value_a: request.reference ?? '',
      };
      const answer = await call('/gwprocess/v4/api.php', { form }, sessionAnswerSchema);
      if (answer.status !== 'SUCCESS') {
        throw new ProviderError(
          'sslcommerz',
          'refused',
          answer.failedreason || `SSLCommerz answered ${answer.status}.`,
        );
      }
      const gatewayPageUrl = z.url({ protocol: /^https?$/ }).safeParse(answer.GatewayPageURL);
      if (!answer.sessionkey || !gatewayPageUrl.success) {
        throw new ProviderError(
          'sslcommerz',
          'unavailable',
          'SSLCommerz opened a session without a session key or page.',
        );
      }
      return { sessionKey: answer.sessionkey, gatewayPageUrl: gatewayPageUrl.data };
    },

    /** The validation API: the word that a payment happened (VALID the first time, VALIDATED after). */
    async validate(valId: string): Promise<Validation> {
      const answer = await call(
        '/validator/api/validationserverAPI.php',
        validatorQuery({ val_id: valId }),
        z.looseObject({ status: z.string() }),
      );
      if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return { isValid: false, status: answer.status };
      return { isValid: true, transaction: parseAnswer(transactionSchema, answer) };
    },

    /** Every attempt SSLCommerz has for our tran_id, failed ones too. */
    async queryByTranId(tranId: string) {
      return (await call(MERCHANT_API, validatorQuery({ tran_id: tranId }), transactionListSchema)).element;
    },

    async queryBySessionKey(sessionKey: string) {
      return call(MERCHANT_API, validatorQuery({ sessionkey: sessionKey }), transactionSchema);
    },

    /** Asks for a refund: answers SSLCommerz's reference for it, or throws its reason. */
    async initiateRefund(request: RefundRequest) {
      const answer = await call(
        MERCHANT_API,
        validatorQuery({
          bank_tran_id: request.bankTranId,
          refund_trans_id: request.refundTransId,
          refund_amount: takaText(request.amountPoisha),
          refund_remarks: request.remarks,
          ...(request.reference ? { refe_id: request.reference } : {}),
        }),
        refundAnswerSchema,
      );
      if ((answer.status !== 'success' && answer.status !== 'processing') || !answer.refund_ref_id) {
        throw new ProviderError('sslcommerz', 'refused', answer.errorReason || `SSLCommerz answered ${answer.status}.`);
      }
      return { status: answer.status, refundRefId: answer.refund_ref_id };
    },

    /** A refund's state: refunded, processing or cancelled. */
    async queryRefund(refundRefId: string) {
      const answer = await call(MERCHANT_API, validatorQuery({ refund_ref_id: refundRefId }), refundStatusSchema);
      return {
        status: answer.status,
        refundRefId: answer.refund_ref_id,
        initiatedOn: answer.initiated_on,
        refundedOn: answer.refunded_on,
        errorReason: answer.errorReason,
      };
    },
  };
}
