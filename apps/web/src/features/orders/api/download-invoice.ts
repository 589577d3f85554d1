import type { Language } from '@motoforge/contract';
import { useFileDownload } from '@/lib/download-file';
import { defineMessages, params } from '@/lib/i18n';

/** Said when the server refused the invoice without saying why (the status is HTTP's code). */
const invoiceMessages = defineMessages('orders.downloadInvoice', {
  failed: params('The invoice could not be downloaded ({status})'),
});

export const invoicePath = (orderId: string, language: Language) =>
  `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf?lang=${language}`;

/** GET /api/orders/{id}/invoice.pdf (its buyer or an admin): the VAT invoice, saved as a download. */
export const useDownloadInvoice = () =>
  useFileDownload(({ orderId, language }: { orderId: string; language: Language }) => ({
    path: invoicePath(orderId, language),
    accept: 'application/pdf',
    fallbackName: `invoice-${orderId}.pdf`,
    failedText: (status) =>
      invoiceMessages()
        .get()
        .failed({ status: String(status) }),
  }));
