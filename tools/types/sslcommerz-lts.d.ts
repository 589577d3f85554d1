/** The parts of sslcommerz-lts 1.2.0 (no types of its own) that tools/ tests run against the fake. */
declare module 'sslcommerz-lts' {
  /** Every call resolves: with the gateway's JSON, or with the Error that stopped it (network, not JSON). */
  type Answer = Promise<Record<string, unknown> | Error>;

  class SSLCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    init(data: Record<string, string | number | undefined>, url?: string | false, method?: string): Answer;
    validate(data: { val_id: string }, url?: string | false, method?: string): Answer;
    initiateRefund(
      data: { refund_amount: string; refund_remarks: string; bank_tran_id: string; refe_id: string },
      url?: string | false,
      method?: string,
    ): Answer;
    refundQuery(data: { refund_ref_id: string }, url?: string | false, method?: string): Answer;
    transactionQueryBySessionId(data: { sessionkey: string }, url?: string | false, method?: string): Answer;
    transactionQueryByTransactionId(data: { tran_id: string }, url?: string | false, method?: string): Answer;
  }
  export = SSLCommerzPayment;
}
