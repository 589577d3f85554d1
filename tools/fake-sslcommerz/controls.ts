import type { Outage } from '../lib/http.js';
import { poishaOf } from './session-request.js';

/** How the fake gateway misbehaves, for tests; `defaultControls` is a well-behaved gateway. */
export type Controls = {
  /** The next payment made (Pay on the hosted page, or `pay()`) carries risk_level 1, "Risky"; later ones 0. */
  nextPaymentRisky: boolean;
  /** 'invalid': the validation API answers INVALID_TRANSACTION, even for a val_id it issued. */
  validation: 'normal' | 'invalid';
  /** The amount the validation API reports instead of the paid one, e.g. "1.00". */
  validationAmount: string | null;
  /** The tran_id the validation API reports instead of the paid one: another order's. */
  validationTranId: string | null;
  /** Every gateway URL answers 503, drops the connection or never answers; the /__fake endpoints still answer. */
  down: Outage;
  /** 'refuse': every refund request answers status "failed". */
  refunds: 'accept' | 'refuse';
  /** 'skip': no IPN is sent; 'repeat': each IPN is sent twice. */
  ipn: 'send' | 'skip' | 'repeat';
};

export const defaultControls: Controls = {
  nextPaymentRisky: false,
  validation: 'normal',
  validationAmount: null,
  validationTranId: null,
  down: false,
  refunds: 'accept',
  ipn: 'send',
};

const isAmount = (value: unknown) => typeof value === 'string' && poishaOf(value) !== null;

const checks: { [K in keyof Controls]: (value: unknown) => boolean } = {
  nextPaymentRisky: (value) => typeof value === 'boolean',
  validation: (value) => value === 'normal' || value === 'invalid',
  validationAmount: (value) => value === null || isAmount(value),
  validationTranId: (value) => value === null || (typeof value === 'string' && value.length > 0),
  down: (value) => value === false || value === 'http-503' || value === 'connection-reset' || value === 'no-answer',
  refunds: (value) => value === 'accept' || value === 'refuse',
  ipn: (value) => value === 'send' || value === 'skip' || value === 'repeat',
};

const isControlName = (key: string): key is keyof Controls => Object.hasOwn(checks, key);

/** Checks a patch sent to POST /__fake/control: the patch, or a sentence saying what is wrong with it. */
export function parseControlPatch(body: unknown): Partial<Controls> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send a JSON object of controls.';
  for (const [key, value] of Object.entries(body)) {
    if (!isControlName(key)) return `Unknown control "${key}"; the controls are ${Object.keys(checks).join(', ')}.`;
    if (!checks[key](value)) return `"${key}" cannot be ${JSON.stringify(value)}.`;
  }
  return body as Partial<Controls>;
}
