import type { AdminOrderFilters } from '@motoforge/contract';
import { useFileDownload } from '@/lib/download-file';
import { defineMessages, params } from '@/lib/i18n';
import { ordersCsvPath } from './get-admin-orders';

/** Said when the server refused the export without saying why (the status is HTTP's code). */
const exportMessages = defineMessages('orders.exportOrdersCsv', {
  failed: params('Export failed ({status})'),
});

/** GET /api/admin/orders.csv (admin) with Manage All Orders' filters, saved as a download. */
export const useExportOrdersCsv = () =>
  useFileDownload((filters: AdminOrderFilters) => ({
    path: ordersCsvPath(filters),
    accept: 'text/csv',
    fallbackName: `motoforge-orders-${new Date().toISOString().slice(0, 10)}.csv`,
    failedText: (status) =>
      exportMessages()
        .get()
        .failed({ status: String(status) }),
  }));
