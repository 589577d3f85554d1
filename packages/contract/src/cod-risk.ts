/*
 * How risky a cash-on-delivery order is, from the shop's own records only (docs/orders.md#cod-risk,
 * ADR 055): the reasons, the points each adds, and what the shop does above its threshold.
 * Zod-free, so the web app's pages and translation tables can read it.
 */

/** Why a COD order scores: each reason adds its points once. */
export const COD_RISK_REASON_IDS = ['refused-before', 'many-orders', 'above-usual', 'new-account'] as const;
export type CodRiskReasonId = (typeof COD_RISK_REASON_IDS)[number];

/**
 * The points of each reason. A phone whose parcels came back at least as often as they were taken
 * scores the most; one refusal among more deliveries scores half.
 */
export const COD_RISK_POINTS = {
  'refused-before': 50,
  'refused-sometimes': 25,
  'many-orders': 30,
  'above-usual': 20,
  'new-account': 15,
} as const;

/** The rules' numbers: what "a short time", "far above" and "new" mean. */
export const COD_RISK_RULES = {
  /** Orders from one phone or account within this many hours count as "several at once". */
  recentHours: 24,
  /** ...when there are at least this many before this one. */
  recentOrdersMin: 2,
  /** A total this many times the buyer's average delivered order is "far above their usual". */
  aboveUsualFactor: 3,
  /** An account younger than this many days is new. */
  newAccountDays: 3,
} as const;

/** One reason on an order, with what it counted (shown to the admin beside the points). */
export type CodRiskReason =
  | { id: 'refused-before'; points: number; refused: number; delivered: number }
  | { id: 'many-orders'; points: number; orders: number; hours: number }
  | { id: 'above-usual'; points: number; usualPoisha: number }
  | { id: 'new-account'; points: number; days: number };

export type CodRisk = { score: number; reasons: CodRiskReason[] };

/**
 * What the shop does with a COD order scoring at or above its threshold: hold it for the admin,
 * refuse cash on delivery, or confirm it only once its delivery fee is paid online (ADR 063).
 */
export const COD_RISK_ACTION_IDS = ['hold', 'pay-online', 'advance-delivery-fee'] as const;
export type CodRiskActionId = (typeof COD_RISK_ACTION_IDS)[number];

export const COD_RISK_DEFAULTS = { threshold: 50, action: 'hold' as CodRiskActionId };
export const COD_RISK_THRESHOLD_MAX = 200;

/** The facts the score is made of, as the database counts them. */
export type CodRiskFacts = {
  /** This phone's earlier COD orders that came back (refused at the door, or returned). */
  refused: number;
  /** ...and those delivered. */
  delivered: number;
  /** Orders from this phone or account in the last `recentHours`, before this one. */
  recentOrders: number;
  /** The account's average delivered order, in poisha; null when it has none. */
  usualPoisha: number | null;
  /** This order's total, in poisha. */
  totalPoisha: number;
  /** Whole days since the account was made. */
  accountAgeDays: number;
};

/** The score and its reasons, from the facts: one rule each, the same on every process. */
export function codRiskOf(facts: CodRiskFacts): CodRisk {
  const reasons: CodRiskReason[] = [];
  if (facts.refused > 0) {
    const points =
      facts.refused >= facts.delivered ? COD_RISK_POINTS['refused-before'] : COD_RISK_POINTS['refused-sometimes'];
    reasons.push({ id: 'refused-before', points, refused: facts.refused, delivered: facts.delivered });
  }
  if (facts.recentOrders >= COD_RISK_RULES.recentOrdersMin) {
    reasons.push({
      id: 'many-orders',
      points: COD_RISK_POINTS['many-orders'],
      orders: facts.recentOrders + 1,
      hours: COD_RISK_RULES.recentHours,
    });
  }
  if (facts.usualPoisha !== null && facts.totalPoisha > facts.usualPoisha * COD_RISK_RULES.aboveUsualFactor) {
    reasons.push({ id: 'above-usual', points: COD_RISK_POINTS['above-usual'], usualPoisha: facts.usualPoisha });
  }
  if (facts.accountAgeDays < COD_RISK_RULES.newAccountDays) {
    reasons.push({ id: 'new-account', points: COD_RISK_POINTS['new-account'], days: facts.accountAgeDays });
  }
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/** Whether a score is at or above the shop's threshold; a threshold of 0 turns the check off. */
export const isCodRiskHigh = (score: number, threshold: number): boolean => threshold > 0 && score >= threshold;
