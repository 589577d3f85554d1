import { params, defineMessages } from '@/lib/i18n';
import { useFileDownload } from '@/lib/download-file';

const EXPORT_PATH = '/api/admin/catalogue.csv';

/** Said when the server refused the export without saying why (the status is HTTP's code). */
const exportMessages = defineMessages('shop.exportCatalogueFile', {
  failed: params('Export failed ({status})'),
});

/** GET /api/admin/catalogue.csv (admin), saved as a download. */
export const useExportCatalogueFile = () =>
  useFileDownload(() => ({
    path: EXPORT_PATH,
    accept: 'text/csv',
    fallbackName: `motoforge-catalogue-${new Date().toISOString().slice(0, 10)}.csv`,
    failedText: (status) =>
      exportMessages()
        .get()
        .failed({ status: String(status) }),
  }));
