import { useFileDownload } from '@/lib/download-file';
import { defineMessages, params } from '@/lib/i18n';

const summaryMessages = defineMessages('orders.downloadVatSummary', {
  failed: params('The VAT summary could not be downloaded ({status})'),
});

/** GET /api/admin/vat-summary.csv?month=YYYY-MM (admin): the month's sales and VAT by rate. */
export const useDownloadVatSummary = () =>
  useFileDownload((month: string) => ({
    path: `/api/admin/vat-summary.csv?month=${encodeURIComponent(month)}`,
    accept: 'text/csv',
    fallbackName: `motoforge-vat-${month}.csv`,
    failedText: (status) =>
      summaryMessages()
        .get()
        .failed({ status: String(status) }),
  }));
