import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFromApi, type FailedText, type TransferProgress } from './api-transfer';

/** A file of the API's to save: where it is, what it is, and what to call it if the API does not say. */
export type FileDownload = { path: string; accept: string; fallbackName: string; failedText?: FailedText };

/**
 * An admin's or a buyer's file from the API (a CSV export, an invoice), saved as a download once it
 * has all arrived; `onProgress` hears how far it has gone.
 */
export async function downloadFile(
  { path, accept, fallbackName, failedText }: FileDownload,
  onProgress?: (progress: TransferProgress) => void,
): Promise<void> {
  const { blob, fileName } = await downloadFromApi(path, { accept, failedText, onDownload: onProgress });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A download as a mutation, with how far it has gone (meaningful while `isPending`). */
export function useFileDownload<TInput = void>(fileOf: (input: TInput) => FileDownload) {
  const [progress, setProgress] = useState<TransferProgress>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => {
      setProgress(null);
      return downloadFile(fileOf(input), setProgress);
    },
  });
  return { ...mutation, progress };
}
