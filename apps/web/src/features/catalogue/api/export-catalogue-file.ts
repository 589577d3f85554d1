import { messages } from '@motoforge/contract';
import { params, defineMessages } from '@/lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { ACCESS_TOKEN_KEY, ApiError, CONNECTION_FAILED_MESSAGE, isErrorResponse } from '@/lib/api-client';

const EXPORT_PATH = '/api/admin/catalogue.csv';

/** Said when the server refused the export without saying why (the status is HTTP's code). */
const exportMessages = defineMessages('shop.exportCatalogueFile', {
  failed: params('Export failed ({status})'),
});
function exportFailed(status: number): string {
  const texts = exportMessages().get();
  return texts.failed({ status: String(status) });
}

/** The file name the server gives in Content-Disposition, or a dated one of ours. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? `motoforge-catalogue-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /api/admin/catalogue.csv (admin), saved as a download. fetch and a blob, not a link: the
 * API reads the bearer token, which a plain link cannot send.
 */
export async function exportCatalogueFile(): Promise<void> {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, CONNECTION_FAILED_MESSAGE);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      response.status,
      isErrorResponse(payload)
        ? payload.message
        : response.status >= 500
          ? messages.serverError
          : exportFailed(response.status),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const useExportCatalogueFile = () => useMutation({ mutationFn: exportCatalogueFile });
