import { messages } from '@motoforge/contract';
import { ACCESS_TOKEN_KEY, ApiError, CONNECTION_FAILED_MESSAGE, isErrorResponse } from '@/lib/api-client';

/** The file name the server gives in Content-Disposition, or `fallbackName`. */
function fileNameOf(response: Response, fallbackName: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? fallbackName;
}

/**
 * An admin's file from the API (a CSV export), saved as a download. fetch and a blob, not a link:
 * the API reads the bearer token, which a plain link cannot send. A refusal without a message of
 * its own says `failedText(status)`.
 */
export async function downloadFile(
  path: string,
  {
    accept,
    fallbackName,
    failedText,
  }: { accept: string; fallbackName: string; failedText: (status: number) => string },
): Promise<void> {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
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
          : failedText(response.status),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
