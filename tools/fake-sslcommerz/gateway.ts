import { randomBytes } from 'node:crypto';
import type { Fields } from '../lib/http.js';
import type { Controls } from './controls.js';
import { parseSessionRequest, poishaOf, takaOf, type SessionRequest } from './session-request.js';
import { signFields } from './sign.js';

export type Outcome = 'pay' | 'fail' | 'cancel';

type Refund = {
  refundRefId: string;
  refundTransId: string;
  amountPoisha: number;
  remarks: string;
  refeId: string;
  initiatedOn: string;
};

type Payment = {
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  valId: string;
  bankTranId: string;
  tranDate: string;
  riskLevel: '0' | '1';
  /** When the validation API first answered for it (then VALID, afterwards VALIDATED). */
  validatedOn: string | null;
  /** The signed fields posted to the return URL and the IPN URL. */
  fields: Fields;
  refunds: Refund[];
};

type Session = SessionRequest & { sessionKey: string; createdAt: string; payment: Payment | null };

/** A session as the /__fake/sessions endpoint and `sessions()` show it. */
export type SessionView = {
  sessionKey: string;
  tranId: string;
  amount: string;
  createdAt: string;
  status: string;
  valId: string | null;
  bankTranId: string | null;
  riskLevel: string | null;
  refunds: { refundRefId: string; refundTransId: string; amount: string; remarks: string }[];
};

/** Where the browser goes after Pay, Fail or Cancel, and what SSLCommerz posts there (and to the IPN URL). */
export type Completion = { returnUrl: string; ipnUrl: string | null; fields: Fields };

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomText = (length: number) => [...randomBytes(length)].map((byte) => BASE62[byte % 62]).join('');

/** The gateway's clock is Dhaka's (UTC+6, no daylight saving): "2026-11-25 14:03:09". */
const dhakaTime = (date = new Date()) =>
  new Date(date.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Gateway ids start with the time, as the documented examples do ("1905130942191HfhqOP82ReK6fXe"). */
const timedId = (randomLength: number) => dhakaTime().replace(/\D/g, '').slice(2) + randomText(randomLength);

/** SSLCommerz keeps 2.5% (the sandbox's examples: amount 150.00, store_amount 146.25). */
const storeAmountOf = (poisha: number) => takaOf(Math.round((poisha * 975) / 1000));

const CARD = {
  card_type: 'VISA-Dutch Bangla',
  card_no: '418117XXXXXX6675',
  card_issuer: 'FAKE BANK LIMITED',
  card_brand: 'VISA',
  card_sub_brand: 'Classic',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
};
const NO_CARD = Object.fromEntries(Object.keys(CARD).map((key) => [key, '']));

/** The state of one fake gateway: its sessions, payments and refunds, and the answers of its APIs. */
export function createGateway(store: { storeId: string; storePassword: string }) {
  const sessions = new Map<string, Session>();

  const paymentsByValId = () =>
    new Map([...sessions.values()].flatMap((s) => (s.payment?.valId ? [[s.payment.valId, s] as const] : [])));
  const sessionByBankTranId = (bankTranId: string) =>
    [...sessions.values()].find((s) => s.payment?.status === 'VALID' && s.payment.bankTranId === bankTranId);
  const isStore = (fields: Fields) => fields.store_id === store.storeId && fields.store_passwd === store.storePassword;

  /** What the transaction queries say of a session: its payment's state, or PENDING before one. */
  const statusOf = (session: Session) => {
    const payment = session.payment;
    if (!payment) return 'PENDING';
    return payment.status === 'VALID' && payment.validatedOn ? 'VALIDATED' : payment.status;
  };

  /** The fields the validation and transaction query APIs report of a session. */
  const transactionOf = (session: Session) => {
    const payment = session.payment;
    const amount = takaOf(session.amountPoisha);
    const isPaid = payment?.status === 'VALID';
    return {
      status: statusOf(session),
      tran_date: payment?.tranDate ?? session.createdAt,
      tran_id: session.tranId,
      val_id: payment?.valId ?? '',
      amount,
      store_amount: isPaid ? storeAmountOf(session.amountPoisha) : '0.00',
      currency: session.currency,
      bank_tran_id: payment?.bankTranId ?? '',
      ...(isPaid ? CARD : NO_CARD),
      currency_type: session.currency,
      currency_amount: amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      ...session.values,
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      risk_title: payment?.riskLevel === '1' ? 'Risky' : 'Safe',
      risk_level: payment?.riskLevel ?? '0',
      APIConnect: 'DONE',
      validated_on: payment?.validatedOn ?? '',
      gw_version: '',
    };
  };

  return {
    /** POST /gwprocess/v4/api.php. `pageBase` is where the hosted pages are served. */
    createSession(fields: Fields, pageBase: string) {
      const request = parseSessionRequest(fields, store);
      if ('failedreason' in request) {
        return {
          status: 'FAILED',
          failedreason: request.failedreason,
          sessionkey: '',
          gw: [],
          redirectGatewayURL: '',
          directPaymentURLBank: '',
          directPaymentURLCard: '',
          directPaymentURL: '',
          redirectGatewayURLFailed: '',
          GatewayPageURL: '',
          storeBanner: '',
          storeLogo: '',
          desc: [],
          is_direct_pay_enable: '',
        };
      }
      const sessionKey = randomBytes(16).toString('hex').toUpperCase();
      sessions.set(sessionKey, { ...request, sessionKey, createdAt: dhakaTime(), payment: null });
      const page = `${pageBase}/EasyCheckOut/${sessionKey}`;
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: sessionKey,
        gw: {
          visa: 'city_visa,ebl_visa,dbbl_visa',
          master: 'city_master,ebl_master,dbbl_master',
          amex: 'city_amex',
          othercards: 'qcash,fastcash',
          internetbanking: 'city,bankasia,ibbl,mtbl',
          mobilebanking: 'dbblmobilebanking,bkash,nagad,abbank,ibbl',
        },
        redirectGatewayURL: `${page}?card=`,
        directPaymentURLBank: '',
        directPaymentURLCard: '',
        directPaymentURL: '',
        redirectGatewayURLFailed: '',
        GatewayPageURL: page,
        storeBanner: '',
        storeLogo: '',
        store_name: 'MotoForge (fake SSLCommerz)',
        desc: [],
        is_direct_pay_enable: '0',
      };
    },

    /** The session the hosted page shows, while it can still be paid. */
    openSession(sessionKey: string) {
      const session = sessions.get(sessionKey);
      return session && !session.payment ? session : null;
    },

    /** The buyer pressed Pay, Fail or Cancel: records the outcome and signs what goes back to the shop. */
    complete(sessionKey: string, outcome: Outcome, controls: Controls): Completion | null {
      const session = sessions.get(sessionKey);
      if (!session || session.payment) return null;
      const tranDate = dhakaTime();
      const amount = takaOf(session.amountPoisha);
      const common = {
        tran_date: tranDate,
        currency: session.currency,
        amount,
        store_id: store.storeId,
        currency_type: session.currency,
        currency_amount: amount,
        currency_rate: '1.0000',
        base_fair: '0.00',
        ...session.values,
      };
      let payment: Payment;
      if (outcome === 'pay') {
        const riskLevel = controls.nextPaymentRisky ? '1' : '0';
        const valId = timedId(15);
        const bankTranId = timedId(15);
        const fields = signFields(
          {
            tran_id: session.tranId,
            val_id: valId,
            card_type: CARD.card_type,
            store_amount: storeAmountOf(session.amountPoisha),
            card_no: CARD.card_no,
            bank_tran_id: bankTranId,
            status: 'VALID',
            error: '',
            ...common,
            card_issuer: CARD.card_issuer,
            card_brand: CARD.card_brand,
            card_sub_brand: CARD.card_sub_brand,
            card_issuer_country: CARD.card_issuer_country,
            card_issuer_country_code: CARD.card_issuer_country_code,
            risk_level: riskLevel,
            risk_title: riskLevel === '1' ? 'Risky' : 'Safe',
          },
          store.storePassword,
        );
        payment = { status: 'VALID', valId, bankTranId, tranDate, riskLevel, validatedOn: null, fields, refunds: [] };
      } else {
        const isFailed = outcome === 'fail';
        const bankTranId = isFailed ? timedId(15) : '';
        const fields = signFields(
          {
            tran_id: session.tranId,
            status: isFailed ? 'FAILED' : 'CANCELLED',
            error: isFailed ? 'Declined by the issuing bank (fake)' : 'Cancelled by User',
            bank_tran_id: bankTranId,
            ...common,
            ...NO_CARD,
          },
          store.storePassword,
        );
        const status = isFailed ? 'FAILED' : 'CANCELLED';
        payment = { status, valId: '', bankTranId, tranDate, riskLevel: '0', validatedOn: null, fields, refunds: [] };
      }
      session.payment = payment;
      const returnUrl = { pay: session.successUrl, fail: session.failUrl, cancel: session.cancelUrl }[outcome];
      return { returnUrl, ipnUrl: session.ipnUrl, fields: payment.fields };
    },

    /** GET/POST /validator/api/validationserverAPI.php */
    validate(fields: Fields, controls: Controls): object {
      if (!fields.val_id || !fields.store_id || fields.format !== 'json') return { APIConnect: 'INVALID_REQUEST' };
      if (!isStore(fields)) return { APIConnect: 'FAILED' };
      const session = paymentsByValId().get(fields.val_id);
      if (!session?.payment || controls.validation === 'invalid') {
        return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
      }
      const answer = transactionOf(session);
      session.payment.validatedOn ??= dhakaTime();
      return {
        ...answer,
        validated_on: session.payment.validatedOn,
        ...(controls.validationTranId ? { tran_id: controls.validationTranId } : {}),
        ...(controls.validationAmount
          ? { amount: controls.validationAmount, currency_amount: controls.validationAmount }
          : {}),
      };
    },

    /**
     * GET/POST /validator/api/merchantTransIDvalidationAPI.php, one URL for four APIs told apart
     * by their parameters: refund query (refund_ref_id), refund (bank_tran_id), transaction query
     * by session key (sessionkey) and by transaction id (tran_id).
     */
    merchantTransId(fields: Fields, controls: Controls): object {
      if (!fields.store_id || fields.format !== 'json') return { APIConnect: 'INVALID_REQUEST' };
      if (!isStore(fields)) return { APIConnect: 'FAILED' };
      if (fields.refund_ref_id) return refundStatus(fields.refund_ref_id);
      if (fields.bank_tran_id) return refund(fields, controls);
      if (fields.sessionkey) {
        const session = sessions.get(fields.sessionkey);
        if (!session) return { status: 'INVALID_TRANSACTION', sessionkey: fields.sessionkey, APIConnect: 'DONE' };
        return { ...transactionOf(session), sessionkey: session.sessionKey };
      }
      if (fields.tran_id) {
        const found = [...sessions.values()].filter((s) => s.tranId === fields.tran_id);
        return {
          APIConnect: 'DONE',
          no_of_trans_found: found.length,
          element: found.map((session) => ({
            ...transactionOf(session),
            bank_gw: session.payment?.status === 'VALID' ? 'DBBL' : '',
            error: session.payment?.fields.error ?? '',
          })),
        };
      }
      return { APIConnect: 'INVALID_REQUEST' };
    },

    sessions(): SessionView[] {
      return [...sessions.values()].map((session) => ({
        sessionKey: session.sessionKey,
        tranId: session.tranId,
        amount: takaOf(session.amountPoisha),
        createdAt: session.createdAt,
        status: statusOf(session),
        valId: session.payment?.valId || null,
        bankTranId: session.payment?.bankTranId || null,
        riskLevel: session.payment?.riskLevel ?? null,
        refunds: (session.payment?.refunds ?? []).map((r) => ({
          refundRefId: r.refundRefId,
          refundTransId: r.refundTransId,
          amount: takaOf(r.amountPoisha),
          remarks: r.remarks,
        })),
      }));
    },

    clear() {
      sessions.clear();
    },
  };

  /** The refund API: refund_trans_id is required since 2025-02-24; the same one again is "processing". */
  function refund(fields: Fields, controls: Controls) {
    const answer = (
      status: 'success' | 'processing' | 'failed',
      errorReason: string,
      tranId = '',
      refundRefId = '',
    ) => ({
      APIConnect: 'DONE',
      bank_tran_id: fields.bank_tran_id,
      trans_id: tranId,
      refund_ref_id: refundRefId,
      status,
      errorReason,
    });
    const session = sessionByBankTranId(fields.bank_tran_id ?? '');
    const payment = session?.payment;
    if (!session || !payment) return answer('failed', 'Invalid bank_tran_id: no successful transaction has it.');
    const refuse = (errorReason: string) => answer('failed', errorReason, session.tranId);
    if (!fields.refund_trans_id) return refuse('refund_trans_id is required (since 2025-02-24).');
    const earlier = payment.refunds.find((r) => r.refundTransId === fields.refund_trans_id);
    if (earlier) return answer('processing', '', session.tranId, earlier.refundRefId);
    if (controls.refunds === 'refuse') return refuse('Refund refused by the bank (fake).');
    const amountPoisha = poishaOf(fields.refund_amount ?? '');
    const refunded = payment.refunds.reduce((sum, r) => sum + r.amountPoisha, 0);
    if (amountPoisha === null || amountPoisha === 0) return refuse('refund_amount is not an amount.');
    if (amountPoisha > session.amountPoisha - refunded) {
      return refuse('refund_amount is more than the transaction has left to refund.');
    }
    if (!fields.refund_remarks) return refuse('refund_remarks is required.');
    const newRefund: Refund = {
      refundRefId: randomBytes(7).toString('hex').slice(0, 13),
      refundTransId: fields.refund_trans_id,
      amountPoisha,
      remarks: fields.refund_remarks,
      refeId: fields.refe_id ?? '',
      initiatedOn: dhakaTime(),
    };
    payment.refunds.push(newRefund);
    return answer('success', '', session.tranId, newRefund.refundRefId);
  }

  /** The refund query API. The fake's refunds are refunded at once. */
  function refundStatus(refundRefId: string) {
    for (const session of sessions.values()) {
      const found = session.payment?.refunds.find((r) => r.refundRefId === refundRefId);
      if (found && session.payment) {
        return {
          APIConnect: 'DONE',
          bank_tran_id: session.payment.bankTranId,
          tran_id: session.tranId,
          refund_ref_id: refundRefId,
          initiated_on: found.initiatedOn,
          refunded_on: found.initiatedOn,
          status: 'refunded',
          errorReason: '',
        };
      }
    }
    return { APIConnect: 'DONE', refund_ref_id: refundRefId, status: 'failed', errorReason: 'Invalid refund_ref_id.' };
  }
}
