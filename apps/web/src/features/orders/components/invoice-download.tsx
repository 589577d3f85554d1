import { ProgressPercent } from '@/components/ui/progress-bar';
import { isInvoiced, type ShopOrder } from '@motoforge/contract';
import { toErrorMessage } from '@/lib/api-client';
import { defineMessages, useLanguage, useMessages } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useDownloadInvoice } from '../api/download-invoice';

const invoiceMessages = defineMessages('orders.invoiceDownload', {
  download: 'Download VAT invoice (PDF)',
  downloading: 'Downloading the invoice…',
});

/**
 * The order's VAT invoice (Mushak 6.3) in the page's language, for its buyer and the admin alike:
 * offered once the order is confirmed (docs/decisions/051-vat-invoices.md).
 */
export function InvoiceDownload({ order }: { order: ShopOrder }) {
  const t = useMessages(invoiceMessages);
  const language = useLanguage();
  const download = useDownloadInvoice();
  if (!isInvoiced(order)) return null;
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm justify-self-start"
      disabled={download.isPending}
      onClick={() =>
        download.mutate({ orderId: order.id, language }, { onError: (error) => notify.error(toErrorMessage(error)) })
      }
    >
      {download.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {download.isPending ? t.downloading : t.download}
      {download.isPending && <ProgressPercent progress={download.progress} />}
    </button>
  );
}
